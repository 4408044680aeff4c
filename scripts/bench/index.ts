import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureJsWeight } from './js-weight';
import { auditPage, RUNS, withChromium } from './lighthouse';
import { runLoad, type LoadResult } from './load';
import { runOutboxDrain, renderOutboxDrain } from './outbox-drain';
import { OUTBOX_REPORT_MARKERS, renderBenchReport, spliceReport, type PageResult } from './report';
import { BENCH_DATA_DIR, buildSite, startSite } from './server';

/**
 * `make bench`: builds and serves the production site (own build folder, port and data folder),
 * runs Lighthouse on the benchmarked pages and the load scenarios, and writes the numbers into
 * docs/performance.md. BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_SKIP_LOAD=1 or
 * BENCH_SKIP_LIGHTHOUSE=1 run only one half. The outbox-drain scenario needs no server:
 * BENCH_ONLY_OUTBOX=1 runs it alone, BENCH_SKIP_OUTBOX=1 leaves it out.
 */
const REPORT_FILE = path.join(process.cwd(), 'docs/performance.md');

/** The pages of issue 8; a blog post and a comparison page are picked from the sitemap. */
const FIXED_PAGES = [
  { label: 'Home', path: '/' },
  { label: 'Pricing', path: '/pricing' },
  { label: 'Blog', path: '/blog' },
  { label: 'Blog post', path: 'first /blog/{slug} of the sitemap' },
  { label: 'Product: live chat', path: '/product/live-chat' },
  { label: 'Comparison', path: 'first /compare/{slug} of the sitemap' },
];

async function pickFromSitemap(origin: string, pattern: RegExp): Promise<string | undefined> {
  try {
    const response = await fetch(`${origin}/sitemap.xml`);
    if (!response.ok) return undefined;
    for (const match of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const pathname = new URL(match[1]!).pathname;
      if (pattern.test(pathname)) return pathname;
    }
  } catch {
    // no sitemap yet
  }
  return undefined;
}

async function resolvePages(origin: string) {
  const post = await pickFromSitemap(origin, /^\/blog\/(?!category\/|page\/|search)[^/]+\/?$/);
  const compare = await pickFromSitemap(origin, /^\/compare\/[^/]+\/?$/);
  return FIXED_PAGES.map((page) => {
    if (page.label === 'Blog post')
      return { ...page, path: post ?? '/blog/{slug}', missing: !post };
    if (page.label === 'Comparison')
      return { ...page, path: compare ?? '/compare/{slug}', missing: !compare };
    return { ...page, missing: false };
  });
}

async function measurePages(origin: string): Promise<PageResult[]> {
  const pages = await resolvePages(origin);
  return withChromium(async (port) => {
    const results: PageResult[] = [];
    for (const page of pages) {
      if (page.missing) {
        results.push({ ...page, notMeasured: 'no such page in the sitemap yet' });
        continue;
      }
      const url = `${origin}${page.path}`;
      const status = (await fetch(url)).status;
      if (status !== 200) {
        results.push({ ...page, notMeasured: `the route answers HTTP ${status}` });
        continue;
      }
      console.info(`[bench] Lighthouse x${RUNS}: ${page.path}`);
      try {
        results.push({
          ...page,
          scores: await auditPage(url, port),
          js: await measureJsWeight(url),
        });
      } catch (error) {
        // One line for the table: the runner's own error line when there is one.
        const message = (error as Error).message;
        const reason = /Error: [^\n]+/.exec(message)?.[0] ?? message;
        results.push({ ...page, notMeasured: reason.replace(/\s+/g, ' ').slice(0, 160) });
      }
    }
    return results;
  });
}

function commandOutput(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const readReport = () =>
  fs.existsSync(REPORT_FILE) ? fs.readFileSync(REPORT_FILE, 'utf8') : '# Performance\n';
const runDate = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const runCommit = () =>
  process.env.BENCH_COMMIT ?? commandOutput('git', ['rev-parse', '--short', 'HEAD']);

/** The outbox draining 2,000 pending leads (outbox-drain.ts), in its own block of the report. */
async function benchOutboxDrain() {
  console.info('[bench] outbox drain');
  fs.mkdirSync(BENCH_DATA_DIR, { recursive: true });
  const report = renderOutboxDrain(await runOutboxDrain(BENCH_DATA_DIR), runDate(), runCommit());
  fs.writeFileSync(REPORT_FILE, spliceReport(readReport(), report, OUTBOX_REPORT_MARKERS));
  console.info(`[bench] outbox drain written\n\n${report}`);
}

async function main() {
  if (process.env.BENCH_ONLY_OUTBOX) return benchOutboxDrain();
  if (!process.env.BENCH_SKIP_BUILD) await buildSite();
  const server = await startSite();
  let pages: PageResult[] = [];
  let load: LoadResult[] = [];
  let loadSkipped = process.env.BENCH_SKIP_LOAD ? 'BENCH_SKIP_LOAD was set' : undefined;
  try {
    if (!process.env.BENCH_SKIP_LIGHTHOUSE) pages = await measurePages(server.origin);
    if (!process.env.BENCH_SKIP_LOAD) {
      console.info('[bench] load scenarios');
      try {
        load = await runLoad(server.origin, server.dataDir);
      } catch (error) {
        loadSkipped = `the load run failed: ${(error as Error).message}`;
      }
    }
  } finally {
    await server.stop();
  }
  const report = renderBenchReport({
    date: runDate(),
    commit: runCommit(),
    note: process.env.BENCH_NOTE,
    chromium: commandOutput('/usr/bin/chromium', ['--version']).split('\n')[0] ?? 'Chromium',
    runs: RUNS,
    pages,
    load,
    loadSkipped,
  });
  fs.writeFileSync(REPORT_FILE, spliceReport(readReport(), report));
  console.info(
    `[bench] results written to ${path.relative(process.cwd(), REPORT_FILE)}\n\n${report}`,
  );
  if (!process.env.BENCH_SKIP_OUTBOX) await benchOutboxDrain();
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
