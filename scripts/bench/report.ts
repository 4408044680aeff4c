import { OWNERS } from './js-attribution';
import type { JsWeight } from './js-weight';
import type { LighthouseScores } from './lighthouse';
import type { LoadResult } from './load';

/** Targets of issue 8 for every benchmarked page. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  /** 130 kB of gzipped JavaScript before interaction (kB = 1000 bytes, the stricter reading). */
  jsGzipBytes: 130_000,
} as const;

export interface PageResult {
  label: string;
  path: string;
  /** Why the page was not measured (missing route, Lighthouse failure...). */
  notMeasured?: string;
  scores?: LighthouseScores;
  js?: JsWeight;
}

export interface BenchRun {
  date: string;
  commit: string;
  chromium: string;
  runs: number;
  pages: PageResult[];
  load: LoadResult[];
  loadSkipped?: string;
  /** Anything a reader must know about this run (BENCH_NOTE). */
  note?: string;
}

const mark = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Which targets a measured page misses (empty: all met). */
export function missedTargets(page: PageResult): string[] {
  const { scores, js } = page;
  if (!scores || !js) return [];
  const missed: string[] = [];
  if (scores.performance < TARGETS.performance) missed.push('performance');
  if (scores.accessibility < TARGETS.accessibility) missed.push('accessibility');
  if (scores.bestPractices < TARGETS.bestPractices) missed.push('best practices');
  if (scores.seo < TARGETS.seo) missed.push('SEO');
  // CLS is reported to three decimals; anything that shows as 0.000 is no visible shift.
  if (Math.round(scores.cls * 1000) > TARGETS.cls) missed.push('CLS');
  if (js.gzipBytes > TARGETS.jsGzipBytes) missed.push('JavaScript weight');
  return missed;
}

/** A load scenario passes with no 5xx, no socket errors and every accepted write stored. */
export function loadProblems(result: LoadResult): string[] {
  const problems: string[] = [];
  if (result.status5xx > 0) problems.push(`${result.status5xx} answers 5xx`);
  if (result.errors > 0) problems.push(`${result.errors} errors/timeouts`);
  if (result.stored && result.stored.found !== result.stored.accepted)
    problems.push(`${result.stored.accepted - result.stored.found} accepted writes missing`);
  return problems;
}

/** The JavaScript weight of each page split by owner (gzipped kB), when the build had maps. */
function attributionTable(pages: PageResult[]): string[] {
  const measured = pages.filter((page) => page.js?.byOwner);
  if (measured.length === 0) return [];
  return [
    '',
    '### Where the JavaScript before interaction comes from (gzip, kB)',
    '',
    `| Owner | ${measured.map((page) => page.label).join(' | ')} |`,
    `| --- |${' --: |'.repeat(measured.length)}`,
    ...OWNERS.map(
      (owner) =>
        `| ${owner} | ${measured.map((page) => ((page.js?.byOwner?.get(owner) ?? 0) / 1000).toFixed(1)).join(' | ')} |`,
    ),
    `| **Total** | ${measured.map((page) => kB(page.js?.gzipBytes ?? 0).replace(' kB', '')).join(' | ')} |`,
  ];
}

export function renderBenchReport(run: BenchRun): string {
  const lines: string[] = [];
  lines.push(
    `Measured ${run.date} on commit \`${run.commit}\` with ${run.chromium}; Lighthouse median of ${run.runs} runs per page, mobile defaults.`,
    ...(run.note ? ['', `Note: ${run.note}`] : []),
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | JS before interaction (gzip) | Targets |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
  );
  for (const page of run.pages) {
    const name = `${page.label} (\`${page.path}\`)`;
    if (!page.scores || !page.js) {
      lines.push(`| ${name} | not measured: ${page.notMeasured ?? 'unknown reason'} ||||||||| |`);
      continue;
    }
    const s = page.scores;
    const missed = missedTargets(page);
    lines.push(
      `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ` +
        `${(s.lcpMs / 1000).toFixed(2)} s | ${Math.round(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ` +
        `${kB(page.js.gzipBytes)} (${page.js.files} files) | ${missed.length === 0 ? 'all met' : `**missed: ${missed.join(', ')}**`} |`,
    );
  }
  const audits = run.pages.flatMap((page) =>
    (page.scores?.failedAudits ?? []).map((audit) => `- \`${page.path}\`: ${audit}`),
  );
  if (audits.length > 0)
    lines.push('', 'Audits that cost points outside performance:', '', ...audits);

  lines.push(...attributionTable(run.pages));

  lines.push('', '### Load (autocannon, loopback, SQLite)', '');
  if (run.loadSkipped) {
    lines.push(`Not run: ${run.loadSkipped}`);
  } else {
    lines.push(
      '| Scenario | Requests | Conn. | req/s | p50 | p99 | 2xx | 429 (deliberate) | other 4xx | 5xx | Stored / accepted | Result |',
      '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    );
    for (const r of run.load) {
      const problems = loadProblems(r);
      lines.push(
        `| ${r.name} (\`${r.target}\`) | ${r.requests} | ${r.connections} | ${r.requestsPerSecond} | ` +
          `${r.p50Ms} ms | ${r.p99Ms} ms | ${r.status2xx} | ${r.status429} | ${r.statusOther4xx} | ` +
          `${r.status5xx} | ${r.stored ? `${r.stored.found} / ${r.stored.accepted}` : 'n/a'} | ` +
          `${problems.length === 0 ? mark(true) : `${mark(false)}: ${problems.join(', ')}`} |`,
      );
    }
  }
  return lines.join('\n');
}

export const REPORT_START = '<!-- bench:start (written by `make bench`, do not edit by hand) -->';
export const REPORT_END = '<!-- bench:end -->';

/** The outbox-drain scenario has a block of its own: it runs without a build (BENCH_ONLY_OUTBOX). */
export const OUTBOX_REPORT_MARKERS = {
  start: '<!-- bench:outbox-drain:start (written by `make bench`, do not edit by hand) -->',
  end: '<!-- bench:outbox-drain:end -->',
};

/** Replaces a generated block of docs/performance.md, keeping the hand-written text around it. */
export function spliceReport(
  document: string,
  report: string,
  markers = { start: REPORT_START, end: REPORT_END },
): string {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  const block = `${markers.start}\n\n${report}\n\n${markers.end}`;
  if (start === -1 || end === -1 || end < start) return `${document.trimEnd()}\n\n${block}\n`;
  return document.slice(0, start) + block + document.slice(end + markers.end.length);
}
