import type { LighthouseScores } from './lighthouse';
import type { LoadResult } from './load';
import {
  FLOOR_PAGE_SCENARIO,
  FLOOR_PAGE_UNCOMPRESSED_SCENARIO,
  floorTargets,
  floorTbtNote,
  ourFilesTable,
  ratioText,
  renderBenchReport,
  renderEngineReport,
  STATIC_PAGE_SCENARIO,
  STATIC_PAGE_UNCOMPRESSED_SCENARIO,
  throughputRatio,
  type BenchRun,
  type EngineRun,
  type PageResult,
} from './report';

const scores = (overrides: Partial<LighthouseScores>): LighthouseScores => ({
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 200,
  cls: 0,
  scriptTransferBytes: 0,
  pageWeightBytes: 0,
  imageTransferBytes: 0,
  failedAudits: [],
  ...overrides,
});

const floor: PageResult = {
  label: 'Floor',
  path: '/',
  kind: 'floor',
  scores: scores({}),
  js: { files: 7, gzipBytes: 113_000 },
};

const page = (kind: 'page' | 'form', s: Partial<LighthouseScores>, jsBytes: number) => ({
  label: 'Home',
  path: '/',
  kind,
  scores: scores(s),
  js: { files: 16, gzipBytes: jsBytes },
});

const failed = (result: PageResult) =>
  floorTargets(result, floor)
    .filter((check) => !check.ok)
    .map((check) => check.target);

describe('floorTargets (issue 19)', () => {
  it('passes a page at the edge of every target', () => {
    expect(
      failed(page('page', { performance: 92, tbtMs: 400, lcpMs: 1600, cls: 0.0004 }, 163_000)),
    ).toEqual([]);
  });

  it('names each target a page misses by a hair', () => {
    expect(
      failed(
        page('page', { performance: 91, tbtMs: 401, lcpMs: 1601, cls: 0.001, seo: 92 }, 163_001),
      ),
    ).toEqual([
      'performance ≥ floor − 5',
      'TBT ≤ 2× floor',
      'LCP ≤ floor + 400 ms',
      'CLS 0',
      'JS ≤ floor + 50 kB',
      'accessibility, best practices, SEO 100',
    ]);
  });

  it('gives form pages their own performance and JavaScript allowances', () => {
    expect(failed(page('form', { performance: 87 }, 213_000))).toEqual([]);
    expect(failed(page('form', { performance: 86 }, 213_001))).toEqual([
      'performance ≥ floor − 10',
      'JS ≤ floor + 100 kB',
    ]);
  });
});

/** One bench run's header around the pages, load and modal figures a test is about. */
const benchRun = (run: Partial<BenchRun> & Pick<BenchRun, 'pages'>): BenchRun => ({
  date: '2026-11-25 15:30 UTC',
  commit: 'abc1234',
  chromium: 'Chromium 156',
  runs: 3,
  machine: '2 x CPU, 24 GiB; load average 3.00 / 3.00 / 3.00',
  load: [],
  ...run,
});

const load = (name: string, requestsPerSecond: number): LoadResult => ({
  name,
  target: 'GET /',
  connections: 20,
  requests: requestsPerSecond * 10,
  durationS: 10,
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 2,
  status2xx: requestsPerSecond * 10,
  status429: 0,
  statusOther4xx: 0,
  status5xx: 0,
  errors: 0,
});

describe('throughput beside the floor', () => {
  it('compares the static page with the floor page of the same run', () => {
    expect(
      throughputRatio([load(STATIC_PAGE_SCENARIO, 485), load(FLOOR_PAGE_SCENARIO, 3500)]),
    ).toEqual({ ratio: 485 / 3500, ok: false });
    expect(
      throughputRatio([load(STATIC_PAGE_SCENARIO, 1050), load(FLOOR_PAGE_SCENARIO, 3500)])?.ok,
    ).toBe(true);
  });

  it('shows a third decimal where two would round a miss up to the target', () => {
    // Session 16's bench: 846.4 against 2,844.1 requests per second printed "0.30×: FAIL".
    const report = renderBenchReport(
      benchRun({
        pages: [floor],
        load: [load(STATIC_PAGE_SCENARIO, 846.4), load(FLOOR_PAGE_SCENARIO, 2844.1)],
      }),
    );
    expect(report).toContain(
      "asked as a browser asks (gzip): 0.298× the floor's requests per second (target ≥ 0.3×): **FAIL**",
    );
    expect(ratioText(0.2996)).toBe('0.299');
    expect(ratioText(0.298)).toBe('0.298');
    expect(ratioText(0.3)).toBe('0.30');
    expect(ratioText(0.3049)).toBe('0.30');
    expect(ratioText(0.14)).toBe('0.14');
  });

  it('judges the page asked for as a browser asks, and shows it uncompressed beside it', () => {
    const report = renderBenchReport(
      benchRun({
        pages: [floor, page('page', { performance: 80 }, 180_000)],
        load: [
          load(STATIC_PAGE_SCENARIO, 485),
          load(FLOOR_PAGE_SCENARIO, 3500),
          load(STATIC_PAGE_UNCOMPRESSED_SCENARIO, 350),
          load(FLOOR_PAGE_UNCOMPRESSED_SCENARIO, 7000),
        ],
      }),
    );
    expect(report).toContain(
      "asked as a browser asks (gzip): 0.14× the floor's requests per second (target ≥ 0.3×): **FAIL**",
    );
    expect(report).toContain(
      "Asked without Accept-Encoding (every byte of the HTML written): 0.05× the floor's.",
    );
    expect(report).toContain('| Home | 80 (−17): **FAIL** |');
    expect(report).toContain('180.0 kB (+67 kB): **FAIL**');
  });
});

describe('page weight (issue 17: pictures count toward it)', () => {
  it('reports what each page transferred and the pictures among it', () => {
    const report = renderBenchReport(
      benchRun({
        pages: [
          floor,
          page('page', { pageWeightBytes: 412_345, imageTransferBytes: 75_060 }, 160_000),
        ],
      }),
    );
    expect(report).toContain('| HTML (gzip; inline CSS) | Page weight (images) | Targets |');
    expect(report).toContain('| n/a | 412.3 kB (75.1 kB) | all met |');
  });
});

describe("the main thread's time during load, beside the floor (issue 19)", () => {
  it('gives each kind of work a row, the largest first, each page a column and their totals', () => {
    const report = renderBenchReport(
      benchRun({
        pages: [
          { ...floor, scores: scores({ mainThreadMs: { 'Script Evaluation': 310.4, Other: 90 } }) },
          page(
            'page',
            {
              mainThreadMs: {
                'Script Evaluation': 880.6,
                'Style & Layout': 1203.2,
                Other: 140,
              },
            },
            160_000,
          ),
        ],
      }),
    );
    expect(report).toContain('| Work | Floor | Home |');
    const rows = report
      .split('\n')
      .filter((line) => /^\| (Style|Script|Other|\*\*Total)/.test(line));
    expect(rows).toEqual([
      '| Style & Layout | 0 | 1203 |',
      '| Script Evaluation | 310 | 881 |',
      '| Other | 90 | 140 |',
      '| **Total** | 400 | 2224 |',
    ]);
  });

  it('leaves the table out when no run reported it', () => {
    const report = renderBenchReport(benchRun({ pages: [floor, page('page', {}, 160_000)] }));
    expect(report).not.toContain("main thread's time");
  });
});

/** A page's LCP path that ends with its font, as Lantern gives it. */
const fontPath = {
  pathEndMs: 1560,
  documentEndMs: 771,
  documentBytes: 15_700,
  requests: 8,
  last: { path: '/fonts/inter.woff2', endMs: 1542, bytes: 20_800, document: false },
};

describe('what the LCP waits for, beside the floor (issue 19, item 2)', () => {
  const withPaths = (floorPath: NonNullable<LighthouseScores['lcpPath']>) =>
    renderBenchReport(
      benchRun({
        pages: [
          { ...floor, scores: scores({ lcpMs: 686, lcpPath: floorPath }) },
          page('page', { lcpMs: 1542, lcpPath: fontPath }, 160_000),
        ],
      }),
    );

  it("names each page's last request and says when the floor waited for its document alone", () => {
    const report = withPaths({
      pathEndMs: 686,
      documentEndMs: 645,
      documentBytes: 1_200,
      requests: 1,
      last: { path: '/', endMs: 645, bytes: 1_200, document: true },
    });
    expect(report).toContain('| Floor | 0.69 s | 686 ms | 645 ms (1.2 kB) | 1 | the document |');
    expect(report).toContain(
      '| Home | 1.54 s | 1560 ms | 771 ms (15.7 kB) | 8 | `/fonts/inter.woff2` (20.8 kB) at 1542 ms |',
    );
    expect(report).toContain("The floor's LCP waited for its document alone");
  });

  it("says which request ended the floor's path when its scripts were on it", () => {
    const report = withPaths({
      pathEndMs: 1055,
      documentEndMs: 615,
      documentBytes: 1_166,
      requests: 4,
      last: { path: '/_next/static/chunks/0.js', endMs: 1055, bytes: 1_133, document: false },
    });
    expect(report).toContain(
      "The floor's LCP waited for its document and 3 more requests, the last `/_next/static/chunks/0.js` (its slow mode).",
    );
    expect(report).not.toContain('its document alone');
  });

  it("says how little TBT's line allows when the floor's TBT is a few milliseconds", () => {
    const fastFloor = { ...floor, scores: scores({ tbtMs: 8 }) };
    const report = renderBenchReport(
      benchRun({ pages: [fastFloor, page('page', { tbtMs: 20 }, 160_000)] }),
    );
    expect(report).toContain('| 20 ms (2.5×): **FAIL** |');
    expect(report).toContain(
      "The floor's TBT was 8 ms, so TBT's line was 16 ms: a single main-thread task of more than 66 ms in Lighthouse's simulation crosses it.",
    );
    // A floor with 71 ms of TBT leaves a line no single short task decides: no note.
    expect(floorTbtNote(71)).toEqual([]);
    expect(floorTbtNote(24)).not.toEqual([]);
  });

  it('leaves the table out when Lantern gave no path', () => {
    const report = renderBenchReport(benchRun({ pages: [floor, page('page', {}, 160_000)] }));
    expect(report).not.toContain('The LCP path');
  });
});

describe('the same pages over TLS and HTTP/2 (decision 0238)', () => {
  const documentAlone = {
    ...fontPath,
    pathEndMs: 820,
    requests: 1,
    last: { path: '/', endMs: 781, bytes: 1_000, document: true },
  };
  const fontLast = { ...fontPath, last: { ...fontPath.last, endMs: 1_066, bytes: 19_800 } };
  // Over HTTP/1.1 the page misses the fast floor's LCP line; over HTTP/2 it meets that floor's.
  const run = (http2Page: PageResult['http2']) =>
    renderBenchReport(
      benchRun({
        pages: [
          {
            ...floor,
            scores: scores({ lcpMs: 650, tbtMs: 10 }),
            http2: { scores: scores({ lcpMs: 820, tbtMs: 12, lcpPath: documentAlone }) },
          },
          { ...page('page', { lcpMs: 1_230, tbtMs: 10 }, 160_000), http2: http2Page },
        ],
      }),
    );

  it('judges each page against the floor over the same transport, and says which mode that floor was in', () => {
    const report = run({ scores: scores({ lcpMs: 1_066, tbtMs: 6, lcpPath: fontLast }) });
    // Over HTTP/1.1, against that transport's floor, the same page misses.
    expect(report).toContain('| 1.23 s (+580 ms): **FAIL** |');
    const section = report.slice(report.indexOf('### Over TLS and HTTP/2'));
    expect(section).toContain(
      '| Home (`/`) | 97 | 1.07 s (+246 ms) | 6 ms | 0.000 | 100 / 100 / 100 | `/fonts/inter.woff2` (19.8 kB) at 1066 ms | all met |',
    );
    expect(section).toContain('| Floor (`/`) | 97 | 0.82 s | 12 ms |');
    expect(section).toContain("The floor's LCP waited for its document alone");
  });

  it('names what a page missed over HTTP/2, and a page the runner could not measure there', () => {
    expect(run({ scores: scores({ lcpMs: 1_221, tbtMs: 25 }) })).toContain(
      '| 1.22 s (+401 ms) | 25 ms | 0.000 | 100 / 100 / 100 | n/a | **missed: TBT ≤ 2× floor; LCP ≤ floor + 400 ms** |',
    );
    expect(run({ notMeasured: 'Error: NO_NAVSTART' })).toContain(
      '| Home (`/`) | not measured: Error: NO_NAVSTART |',
    );
  });

  it('leaves the section out of a run that measured one transport', () => {
    const report = renderBenchReport(benchRun({ pages: [floor, page('page', {}, 160_000)] }));
    expect(report).not.toContain('HTTP/2');
  });
});

describe('opening a modal (issue 19, item 3)', () => {
  const report = (runsMs: number[], shownMs?: number[], floorRunsMs?: number[]) =>
    renderBenchReport(
      benchRun({
        pages: [floor],
        modalOpenings: [{ trigger: 'Try for free', runsMs, shownMs, floorRunsMs }],
      }),
    );

  it('passes a median click to first usable field of 1.0 s and fails one a millisecond over', () => {
    expect(report([1400, 1000, 600])).toContain(
      '| Try for free | 1000 ms | 1400, 1000, 600 ms | n/a | n/a | pass |',
    );
    expect(report([1001, 990, 1200])).toContain(
      '| Try for free | 1001 ms | 1001, 990, 1200 ms | n/a | n/a | **FAIL** |',
    );
  });

  it("shows the median time until the field appeared beside the time until it took the visitor's typing", () => {
    expect(report([900, 700, 800], [300, 500, 100])).toContain(
      '| Try for free | 800 ms | 900, 700, 800 ms | 300 ms | n/a | pass |',
    );
  });

  it("shows the floor's trivial modal of the same run beside the site's, and how many times slower the site's is", () => {
    expect(report([900, 700, 800], [300, 500, 100], [150, 200, 250])).toContain(
      '| Try for free | 800 ms | 900, 700, 800 ms | 300 ms | 200 ms (4.0×) | pass |',
    );
  });

  it('names a modal that could not be measured', () => {
    const failed = renderBenchReport(
      benchRun({
        pages: [floor],
        modalOpenings: [{ trigger: 'Request a demo', error: 'timed out' }],
      }),
    );
    expect(failed).toContain('| Request a demo | not measured: timed out |||| |');
  });
});

describe("the modals' INP beside the floor (issue 19, item 4)", () => {
  it("shows the floor's trivial modal's INP of the same run beside the site's, and judges the site's against 200 ms", () => {
    const report = renderBenchReport(
      benchRun({
        pages: [floor],
        interactions: [
          {
            name: 'Demo: first step',
            inpMs: 180.4,
            tbtMs: 90,
            floorInpMs: 48.2,
            inpInteraction: 'pointerdown on Request a demo: input delay 12 ms, processing 40 ms',
          },
          {
            name: 'Trial: first step',
            inpMs: 201,
            tbtMs: 400,
            inpInteraction: 'pointerdown on company_size__new_: 201 ms',
            besideSelectLists: 'keydown on Work email: 96 ms',
          },
        ],
      }),
    );
    expect(report).toContain(
      '| Demo: first step | 180 ms | 90 ms | 48 ms | pass | pointerdown on Request a demo: input delay 12 ms, processing 40 ms | n/a |',
    );
    expect(report).toContain(
      '| Trial: first step | 201 ms | 400 ms | n/a | **FAIL** | pointerdown on company_size__new_: 201 ms | keydown on Work email: 96 ms |',
    );
  });
});

describe('load on both engines (issue 18, item 5)', () => {
  const written = (
    engine: 'sqlite' | 'postgres',
    requestsPerSecond: number,
    found: number,
    status5xx = 0,
  ): LoadResult => ({
    ...load('Forms host (lead submit)', requestsPerSecond),
    target: 'POST /api/forms',
    engine,
    p50Ms: 12,
    p99Ms: 80,
    status5xx,
    stored: { accepted: 2000, found },
  });
  const engineRun = (run: Partial<EngineRun>): EngineRun => ({
    date: '2026-11-27 04:40 UTC',
    commit: 'abc1234',
    machine: '2 x CPU, 24 GiB; load average 16.00 / 15.00 / 10.00',
    engines: [
      { engine: 'sqlite', server: 'one file in the data folder (WAL)' },
      { engine: 'postgres', server: 'PostgreSQL 15.18, a throwaway cluster' },
    ],
    load: [],
    ...run,
  });

  it('puts each scenario on one row, SQLite and PostgreSQL side by side', () => {
    const report = renderEngineReport(
      engineRun({ load: [written('sqlite', 210, 2000), written('postgres', 150, 2000)] }),
    );
    expect(report).toContain(
      '| Scenario | SQLite: requests | req/s | p50 / p99 | stored / accepted | PostgreSQL: requests | req/s | p50 / p99 | stored / accepted | Result |',
    );
    expect(report).toContain(
      '| Forms host (lead submit) (`POST /api/forms`) | 2100 | 210 | 12 / 80 ms | 2000 / 2000 | 1500 | 150 | 12 / 80 ms | 2000 / 2000 | pass |',
    );
    expect(report).toContain(
      'SQLite: one file in the data folder (WAL). PostgreSQL: PostgreSQL 15.18, a throwaway cluster.',
    );
    expect(report).toContain('load average 16.00 / 15.00 / 10.00');
  });

  it('fails a scenario when one engine lost accepted writes or answered 5xx, naming the engine', () => {
    const report = renderEngineReport(
      engineRun({ load: [written('sqlite', 210, 2000), written('postgres', 150, 1998, 3)] }),
    );
    expect(report).toContain(
      '| **FAIL**: PostgreSQL: 3 answers 5xx, PostgreSQL: 2 accepted writes missing |',
    );
  });

  it('says why an engine did not run and leaves its cells empty', () => {
    const report = renderEngineReport(
      engineRun({
        engines: [
          { engine: 'sqlite', server: 'one file in the data folder (WAL)' },
          {
            engine: 'postgres',
            server: 'PostgreSQL, a throwaway cluster',
            notRun: 'PostgreSQL is not installed (make postgres)',
          },
        ],
        load: [written('sqlite', 210, 2000)],
      }),
    );
    expect(report).toContain('PostgreSQL not run: PostgreSQL is not installed (make postgres)');
    expect(report).toContain('| 2000 / 2000 | not run | | | | pass |');
  });
});

describe('ourFilesTable (issue 19)', () => {
  const withFiles = (label: string, files: [string, number][]): PageResult => ({
    label,
    path: '/',
    kind: 'page',
    js: { files: 16, gzipBytes: 170_000, ourFiles: new Map(files) },
  });

  it("lists our heaviest files across the pages, each page's share, '–' where a page has none", () => {
    const table = ourFilesTable([
      floor,
      withFiles('Home', [
        ['components/header/site-header.tsx', 1263],
        ['components/blog/post-card.tsx', 0],
      ]),
      withFiles('Blog', [
        ['components/header/site-header.tsx', 1250],
        ['components/blog/post-card.tsx', 839],
        ['styles/theme.ts', 481.4],
      ]),
    ]);
    expect(table.slice(3)).toEqual([
      '| File | Home | Blog |',
      '| --- | --: | --: |',
      '| `components/header/site-header.tsx` | 1.26 | 1.25 |',
      '| `components/blog/post-card.tsx` | 0.00 | 0.84 |',
      '| `styles/theme.ts` | – | 0.48 |',
    ]);
  });

  it('keeps the fifteen heaviest', () => {
    const files = Array.from({ length: 20 }, (_, i): [string, number] => [`lib/f${i}.ts`, i * 100]);
    const rows = ourFilesTable([withFiles('Home', files)]).slice(5);
    expect(rows).toHaveLength(15);
    expect(rows[0]).toBe('| `lib/f19.ts` | 1.90 |');
    expect(rows[14]).toBe('| `lib/f5.ts` | 0.50 |');
  });

  it('says nothing for a build without source maps', () => {
    expect(ourFilesTable([floor, page('page', {}, 170_000)])).toEqual([]);
  });
});
