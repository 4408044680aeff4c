import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';

/**
 * Lighthouse (the npm package) in Debian's Chromium with its mobile defaults (Moto G Power screen,
 * simulated slow 4G and 4x CPU slowdown). Each page runs RUNS times; the reported run is
 * Lighthouse's own median run (closest to the median FCP and TTI), as Lighthouse recommends.
 */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script Lighthouse saw transferred during load (may include prefetches). */
  scriptTransferBytes: number;
  /** The audits that cost points outside performance, for the report. */
  failedAudits: string[];
}

const score = (result: LighthouseResult, id: string) =>
  Math.round((result.categories[id]?.score ?? 0) * 100);
const metric = (result: LighthouseResult, id: string) => result.audits[id]?.numericValue ?? NaN;

function scriptTransfer(result: LighthouseResult): number {
  const details = result.audits['network-requests']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function failedAudits(result: LighthouseResult): string[] {
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of result.categories[id]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push(`${id}: ${audit.id}`);
      }
    }
  }
  return failed;
}

export async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  try {
    return await work(chrome.port);
  } finally {
    await chrome.kill();
  }
}

export async function auditPage(url: string, port: number): Promise<LighthouseScores> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    runs.push(result.lhr);
  }
  const median = computeMedianRun(runs);
  return {
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    lcpMs: metric(median, 'largest-contentful-paint'),
    tbtMs: metric(median, 'total-blocking-time'),
    cls: metric(median, 'cumulative-layout-shift'),
    scriptTransferBytes: scriptTransfer(median),
    failedAudits: failedAudits(median),
  };
}
