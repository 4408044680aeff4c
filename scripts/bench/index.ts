import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureJsWeight } from './js-weight';
import { loadAverage, machineLine } from './machine';
import { measureHtmlWeight } from './html-weight';
import {
  auditPages,
  measureInteractions,
  type AuditOutcome,
  RUNS,
  withChromium,
  type InteractionResult,
} from './lighthouse';
import { sql } from 'kysely';
import { env } from '@/lib/env';
import { openDatabase, openPostgres, type Db } from '@/lib/server/db';
import { runLoad, runWriteScenarios, type LoadResult, type LoadTarget } from './load';
import { measureModalOpenings } from './modal-opening';
import { runOutboxDrain, renderOutboxDrain } from './outbox-drain';
import { startCluster } from './postgres';
import {
  ENGINE_REPORT_MARKERS,
  FLOOR_LABEL,
  OUTBOX_REPORT_MARKERS,
  renderBenchReport,
  renderEngineReport,
  spliceReport,
  type EngineColumn,
  type ModalOpening,
  type PageKind,
  type PageResult,
} from './report';
import { benchSelection, type BenchSelection } from './selection';
import {
  acceptCertificateFlag,
  frontCertificate,
  startTlsFront,
  type FrontCertificate,
  type TlsFront,
} from './tls-front';
import {
  BENCH_DATA_DIR,
  buildFloor,
  buildSite,
  startFloor,
  startSite,
  type BenchServer,
} from './server';

/**
 * `make bench`: builds and serves the production site (own build folder, port and data folder)
 * and the stack's floor beside it (server.ts), runs Lighthouse on the floor and the benchmarked
 * pages, interleaved, and the load scenarios (the static page against the floor too), and writes the numbers into
 * docs/performance.md. BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_SKIP_LOAD=1 or
 * BENCH_SKIP_LIGHTHOUSE=1 run only one half. The outbox-drain scenario needs no server:
 * BENCH_ONLY_OUTBOX=1 runs it alone, BENCH_SKIP_OUTBOX=1 leaves it out. The scenarios that write
 * run again on PostgreSQL (issue 18, item 5): a throwaway cluster and a second `next start` of
 * the same build; BENCH_SCENARIOS / BENCH_ENGINES run just those (selection.ts).
 */
const REPORT_FILE = path.join(process.cwd(), 'docs/performance.md');

/** The pages of issue 8, then those whose form is their main content (issue 19). */
const FIXED_PAGES: { label: string; path: string; kind: PageKind; sitemap?: RegExp }[] = [
  { label: 'Home', path: '/', kind: 'page' },
  { label: 'Pricing', path: '/pricing', kind: 'page' },
  { label: 'Blog', path: '/blog', kind: 'page' },
  {
    label: 'Blog post',
    path: '/blog/{slug}',
    kind: 'page',
    sitemap: /^\/blog\/(?!category\/|page\/|search)[^/]+\/?$/,
  },
  { label: 'Product: live chat', path: '/product/live-chat', kind: 'page' },
  { label: 'Comparison', path: '/compare/{slug}', kind: 'page', sitemap: /^\/compare\/[^/]+\/?$/ },
  { label: 'Customer referral', path: '/customer-referral', kind: 'form' },
  { label: 'Startups', path: '/startups', kind: 'form' },
  {
    label: 'Webinar',
    path: '/resources/webinars/{slug}',
    kind: 'form',
    sitemap: /^\/resources\/webinars\/[^/]+\/?$/,
  },
];

async function sitemapPaths(origin: string): Promise<string[]> {
  try {
    const response = await fetch(`${origin}/sitemap.xml`);
    if (!response.ok) return [];
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
  } catch {
    return []; // no sitemap yet
  }
}

/** The first page of the sitemap stands for a page with a slug. */
async function resolvePages(origin: string) {
  const sitemap = await sitemapPaths(origin);
  return FIXED_PAGES.map(({ sitemap: pattern, ...page }) => {
    if (!pattern) return { ...page, missing: false };
    const found = sitemap.find((pathname) => pattern.test(pathname));
    return { ...page, path: found ?? page.path, missing: !found };
  });
}

/** The runner's outcome as a page's scores, or why there are none (the runner's own error line). */
function auditResult(audit: AuditOutcome): Pick<PageResult, 'scores' | 'notMeasured'> {
  if (!('error' in audit)) return { scores: audit.scores };
  const reason = /Error: [^\n]+/.exec(audit.error)?.[0] ?? audit.error;
  return { notMeasured: reason.replace(/\s+/g, ' ').slice(0, 160) };
}

/**
 * Lighthouse on the floor and every page, interleaved run by run (a slow minute of the shared
 * machine hits the floor too), each over cleartext HTTP/1.1 as `next start` serves it and over
 * TLS and HTTP/2 as visitors reach it (tls-front.ts, decision 0238); then each page's JavaScript
 * and HTML weight, the same bytes either way.
 */
async function measurePages(origin: string, floorOrigin: string): Promise<PageResult[]> {
  const certificate = await frontCertificate();
  const site = await startTlsFront(origin, certificate);
  const floor = await startTlsFront(floorOrigin, certificate).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  try {
    return await measurePagesBothWays(origin, floorOrigin, { site, floor }, certificate);
  } finally {
    await Promise.all([site.stop(), floor.stop()]);
  }
}

async function measurePagesBothWays(
  origin: string,
  floorOrigin: string,
  fronts: { site: TlsFront; floor: TlsFront },
  certificate: FrontCertificate,
): Promise<PageResult[]> {
  const pages = [
    {
      label: FLOOR_LABEL,
      path: '/',
      kind: 'floor' as const,
      missing: false,
      origin: floorOrigin,
      http2Origin: fronts.floor.origin,
    },
    ...(await resolvePages(origin)).map((page) => ({
      ...page,
      origin,
      http2Origin: fronts.site.origin,
    })),
  ];
  const results: PageResult[] = [];
  const measured: {
    page: Pick<PageResult, 'label' | 'path' | 'kind'>;
    url: string;
    http2Url: string;
  }[] = [];
  for (const { origin: pageOrigin, http2Origin, missing, ...page } of pages) {
    if (missing) {
      results.push({ ...page, notMeasured: 'no such page in the sitemap yet' });
      continue;
    }
    const url = `${pageOrigin}${page.path}`;
    const status = (await fetch(url)).status;
    if (status !== 200) results.push({ ...page, notMeasured: `the route answers HTTP ${status}` });
    else measured.push({ page, url, http2Url: `${http2Origin}${page.path}` });
  }
  const urls = [...measured.map((m) => m.url), ...measured.map((m) => m.http2Url)];
  console.info(`[bench] Lighthouse x${RUNS}, interleaved: ${urls.join(' ')}`);
  const audits = await withChromium(
    (port) => auditPages(urls, port),
    [acceptCertificateFlag(certificate)],
  );
  for (const [index, { page, url }] of measured.entries()) {
    const overHttp1 = auditResult(audits[index]!);
    const http2 = auditResult(audits[measured.length + index]!);
    if (!overHttp1.scores) {
      results.push({ ...page, ...overHttp1, http2 });
      continue;
    }
    console.info(`[bench] JavaScript and HTML weight: ${url}`);
    results.push({
      ...page,
      scores: overHttp1.scores,
      http2,
      js: await measureJsWeight(url),
      html: await measureHtmlWeight(url),
    });
  }
  return results;
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

/** The site's database, opened through the one data layer, for checking what was stored. */
function openSiteDb(server: BenchServer, databaseUrl?: string): Db {
  return databaseUrl
    ? openPostgres(databaseUrl, { poolSize: 2 })
    : openDatabase(path.join(server.dataDir, 'switchboard.sqlite'));
}

/** Runs `work` against a started site and its database, stopping both whatever happens. */
async function underLoad<T>(
  server: BenchServer,
  databaseUrl: string | undefined,
  work: (site: LoadTarget) => Promise<T>,
): Promise<T> {
  const db = openSiteDb(server, databaseUrl);
  try {
    return await work({ ...server, db });
  } finally {
    await db.destroy();
  }
}

/** One engine's write scenarios for the engines' block, or why they did not run. */
interface EngineOutcome {
  column: EngineColumn;
  load: LoadResult[];
}

async function outcomeOf(
  engine: EngineColumn['engine'],
  server: () => string,
  run: () => Promise<LoadResult[]>,
): Promise<EngineOutcome> {
  try {
    const load = await run();
    return { column: { engine, server: server() }, load };
  } catch (error) {
    console.error(`[bench] load on ${engine} failed:`, error);
    const notRun = (error as Error).message.split('\n')[0]!;
    return { column: { engine, server: server(), notRun }, load: [] };
  }
}

const SQLITE_SERVER = 'one file in the data folder (WAL)';

/** The write scenarios on SQLite, on a site of their own (BENCH_SCENARIOS runs). */
function loadOnSqlite(selection: BenchSelection): Promise<EngineOutcome> {
  return outcomeOf(
    'sqlite',
    () => SQLITE_SERVER,
    async () => {
      const server = await startSite();
      try {
        return await underLoad(server, undefined, (site) =>
          runWriteScenarios(site, selection.scenarios),
        );
      } finally {
        await server.stop();
      }
    },
  );
}

/** The write scenarios on PostgreSQL: a throwaway cluster and a second site on it, both removed. */
function loadOnPostgres(selection: BenchSelection): Promise<EngineOutcome> {
  let server = 'PostgreSQL, a throwaway cluster';
  return outcomeOf(
    'postgres',
    () => server,
    async () => {
      const cluster = startCluster();
      try {
        const site = await startSite(cluster.url);
        try {
          return await underLoad(site, cluster.url, async (target) => {
            const { rows } = await sql<{
              version: string;
            }>`SELECT current_setting('server_version') AS version`.execute(target.db);
            server = `PostgreSQL ${rows[0]?.version.split(' ')[0]}, a throwaway cluster (scripts/db/postgres-cluster.sh: fsync off, socket only), a pool of ${env().DATABASE_POOL_SIZE} connections`;
            return runWriteScenarios(target, selection.scenarios);
          });
        } finally {
          await site.stop();
        }
      } finally {
        cluster.stop();
      }
    },
  );
}

/** Writes the engines' block: the write scenarios of each engine side by side. */
function writeEngineReport(commit: string, loadBefore: string, outcomes: EngineOutcome[]) {
  const report = renderEngineReport({
    date: runDate(),
    commit,
    machine: `${machineLine()}; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAverage()} after`,
    note: process.env.BENCH_NOTE,
    engines: outcomes.map(({ column }) => column),
    load: outcomes.flatMap(({ load }) => load),
  });
  fs.writeFileSync(REPORT_FILE, spliceReport(readReport(), report, ENGINE_REPORT_MARKERS));
  console.info(`[bench] engines written\n\n${report}`);
}

/** BENCH_SCENARIOS: only the write scenarios, on each engine of BENCH_ENGINES in turn. */
async function benchScenarios(selection: BenchSelection) {
  const commit = runCommit();
  if (!process.env.BENCH_SKIP_BUILD) await buildSite();
  const loadBefore = loadAverage();
  const outcomes: EngineOutcome[] = [];
  for (const engine of selection.engines)
    outcomes.push(
      await (engine === 'postgres' ? loadOnPostgres(selection) : loadOnSqlite(selection)),
    );
  writeEngineReport(commit, loadBefore, outcomes);
}

async function main() {
  if (process.env.BENCH_ONLY_OUTBOX) return benchOutboxDrain();
  const selection = benchSelection(process.env);
  if (selection.scenariosOnly) return benchScenarios(selection);
  // The commit that is built, read before the build: a commit made during a long run is not it.
  const commit = runCommit();
  if (!process.env.BENCH_SKIP_BUILD) {
    await buildSite();
    await buildFloor();
  }
  const loadBefore = loadAverage();
  const server = await startSite();
  const floor = await startFloor();
  let pages: PageResult[] = [];
  let interactions: InteractionResult[] = [];
  let modalOpenings: ModalOpening[] = [];
  let load: LoadResult[] = [];
  let loadSkipped = process.env.BENCH_SKIP_LOAD ? 'BENCH_SKIP_LOAD was set' : undefined;
  try {
    if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
      pages = await measurePages(server.origin, floor.origin);
      console.info('[bench] Lighthouse timespans: demo and trial first steps');
      interactions = await measureInteractions(server.origin, floor.origin).catch(
        (error: unknown) => [
          { name: 'Demo and trial first steps', error: (error as Error).message.split('\n')[0]! },
        ],
      );
      console.info('[bench] modals: click to first usable field');
      modalOpenings = await measureModalOpenings(
        `${server.origin}/`,
        undefined,
        `${floor.origin}/modal`,
      );
    }
    if (!process.env.BENCH_SKIP_LOAD) {
      console.info('[bench] load scenarios');
      try {
        load = await underLoad(server, undefined, (site) => runLoad(site, floor.origin));
      } catch (error) {
        loadSkipped = `the load run failed: ${(error as Error).message}`;
      }
    }
  } finally {
    await Promise.all([server.stop(), floor.stop()]);
  }
  const report = renderBenchReport({
    date: runDate(),
    machine: `${machineLine()}; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAverage()} after`,
    commit,
    note: process.env.BENCH_NOTE,
    chromium: commandOutput('/usr/bin/chromium', ['--version']).split('\n')[0] ?? 'Chromium',
    runs: RUNS,
    pages,
    interactions,
    modalOpenings,
    load,
    loadSkipped,
  });
  fs.writeFileSync(REPORT_FILE, spliceReport(readReport(), report));
  console.info(
    `[bench] results written to ${path.relative(process.cwd(), REPORT_FILE)}\n\n${report}`,
  );
  if (!process.env.BENCH_SKIP_LOAD && !loadSkipped) {
    // The same write scenarios on PostgreSQL, beside SQLite's figures from the run above.
    const outcomes: EngineOutcome[] = [
      { column: { engine: 'sqlite', server: SQLITE_SERVER }, load: load.filter((r) => r.engine) },
    ];
    if (selection.engines.includes('postgres')) outcomes.push(await loadOnPostgres(selection));
    writeEngineReport(commit, loadBefore, outcomes);
  }
  if (!process.env.BENCH_SKIP_OUTBOX) await benchOutboxDrain();
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
