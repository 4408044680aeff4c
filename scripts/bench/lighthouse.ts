import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';

/**
 * Lighthouse (the npm package) in Debian's Chromium with its mobile defaults (Moto G Power screen,
 * simulated slow 4G and 4x CPU slowdown). Each page runs RUNS times, interleaved with the other
 * pages and the floor; the reported run is Lighthouse's own median run (closest to the median FCP and TTI), as Lighthouse recommends.
 * Lighthouse itself runs in plain Node (lighthouse-runner.mjs explains why).
 */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const RUNNER = path.join(process.cwd(), 'scripts/bench/lighthouse-runner.mjs');

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
  /** Everything transferred during load (Lighthouse's total-byte-weight): pictures below the first
   * screen wait for a scroll, so they count only once a visitor would fetch them. */
  pageWeightBytes: number;
  /** The part of that weight that is pictures (issue 17: images count toward the page weight). */
  imageTransferBytes: number;
  /** The audits that cost points outside performance, for the report. */
  failedAudits: string[];
  /** Main-thread time during load by Lighthouse's group label (mainthread-work-breakdown), ms. */
  mainThreadMs?: Record<string, number>;
  /** The requests on the LCP path, from Lantern's graph of the same run (lighthouse-runner.mjs). */
  lcpPath?: LcpPath | null;
}

/** A request on the LCP path: its path, simulated end (ms from the start) and bytes transferred. */
export interface LcpPathRequest {
  path: string;
  endMs: number;
  bytes: number;
  document: boolean;
}

/**
 * Lantern's pessimistic LCP path under the simulated slow 4G. The LCP reported is the mean of it
 * and the optimistic one, so the two differ.
 */
export interface LcpPath {
  /** Where the pessimistic estimate ends: its last request or task. */
  pathEndMs: number;
  documentEndMs: number;
  documentBytes: number;
  /** Every request the estimate waits for, the document included. */
  requests: number;
  /** The request that ends last. */
  last: LcpPathRequest;
}

export async function withChromium<T>(
  work: (port: number) => Promise<T>,
  extraFlags: string[] = [],
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new', ...extraFlags],
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

export type AuditOutcome =
  { url: string; scores: LighthouseScores } | { url: string; error: string };

/** Every URL's median run; the runs are interleaved across the URLs (lighthouse-runner.mjs). */
export async function auditPages(
  urls: string[],
  port: number,
  runs = RUNS,
): Promise<AuditOutcome[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [RUNNER, String(port), String(runs), ...urls],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as AuditOutcome[];
}

const FLOW_RUNNER = path.join(process.cwd(), 'scripts/bench/lighthouse-flow-runner.mjs');

export type InteractionResult =
  | {
      name: string;
      inpMs: number | null;
      tbtMs: number | null;
      /** The interaction INP is made of: its event, element and phases (Event Timing, in the page). */
      inpInteraction?: string | null;
      /**
       * The interaction at INP once the presses on a select (each builds Chromium's own popup
       * page) are left out, with the rest of their interaction. Reported, not judged.
       */
      besideSelectLists?: string | null;
      /** The same flow on the floor's trivial modal, in the same run. */
      floorInpMs?: number | null;
    }
  | { name: string; error: string };

/**
 * Timespans of the demo's and the trial's first step (lighthouse-flow-runner.mjs), each followed
 * by the same flow on the floor's trivial modals when `floorOrigin` is given.
 */
export async function measureInteractions(
  origin: string,
  floorOrigin?: string,
): Promise<InteractionResult[]> {
  return withChromium(async (port) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', FLOW_RUNNER, String(port), origin, ...(floorOrigin ? [floorOrigin] : [])],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as InteractionResult[];
  });
}
