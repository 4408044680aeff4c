import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { SPEED_OVERRIDES, type SpeedOverride } from '@/lib/rendering/overrides';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import type { LighthouseScores } from './lighthouse';
import { withChromium } from './lighthouse';

/**
 * `npm run bench:overrides` (decision 0150): what each speed override of the rendering layer earns.
 * One build with every override and one build without each (NEXT_PUBLIC_RENDERING_OVERRIDES_OFF),
 * all served side by side, then Lighthouse (mobile defaults) on each page, the builds interleaved
 * run by run, median of BENCH_LIGHTHOUSE_RUNS (3). Then the time from a click on 'Request a demo'
 * and 'Try for free' on a loaded page to the modal's first field being usable, under the same
 * throttling (4x CPU, slow 4G), in the build with every override. Prints a Markdown table with the
 * machine's load average. BENCH_OVERRIDES=a,b measures only those; BENCH_PAGES=/,/pricing the pages;
 * BENCH_SKIP_BUILD=1 reuses the builds.
 */
const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const RUNNER = path.join(ROOT, 'scripts/bench/lighthouse-runner.mjs');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const FIRST_PORT = Number(process.env.BENCH_OVERRIDES_PORT ?? 3191);
const PAGES = (process.env.BENCH_PAGES ?? '/,/pricing').split(',');
const MEASURED = (process.env.BENCH_OVERRIDES?.split(',') ?? SPEED_OVERRIDES) as SpeedOverride[];

interface Variant {
  label: string;
  off: SpeedOverride | null;
  distDir: string;
  port: number;
}

const variants: Variant[] = [null, ...MEASURED].map((off, index) => ({
  label: off ? `without ${off}` : 'every override',
  off,
  distDir: `.next-bench-${off ?? 'all'}`,
  port: FIRST_PORT + index,
}));

function variantEnv(variant: Variant): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: variant.distDir,
    NEXT_PUBLIC_RENDERING_OVERRIDES_OFF: variant.off ?? '',
    DATA_DIR: path.join(ROOT, 'data', `bench-${variant.off ?? 'all'}`),
    APP_STAGE: 'test',
    SITE_URL: `http://127.0.0.1:${variant.port}`,
    PREVIEW_SECRET: 'bench-preview-secret',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough',
    LEADS_PASSWORD: 'bench-leads-password',
  };
}

function build(variant: Variant): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: ROOT,
      env: variantEnv(variant),
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${variant.label} exited ${code}`)),
    );
  });
}

async function serve(variant: Variant): Promise<ChildProcess> {
  const env = variantEnv(variant);
  fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(variant.port), '-H', '127.0.0.1'],
    { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${variant.port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${variant.label} did not start on port ${variant.port}`);
}

async function lighthouseOnce(url: string, port: number): Promise<LighthouseScores> {
  const { stdout } = await promisify(execFile)(process.execPath, [RUNNER, url, String(port), '1'], {
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LighthouseScores;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Lighthouse's devtools numbers for its mobile profile: 4x CPU, slow 4G. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

/**
 * Milliseconds from a click on a header trigger ('Request a demo', 'Try for free') on a page that
 * has finished loading (load event, network quiet, browser idle, the pointer moved) to the modal's
 * first field being present, enabled and the page painting again: what a visitor waits for.
 * Measured in the page, under 4x CPU slowdown and slow 4G. Exported for `make bench` (bench-floor).
 */
export async function modalClickToInteractive(
  page: Page,
  url: string,
  trigger: string,
): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
  );
  await page.waitForFunction(
    () =>
      typeof (window as unknown as { Switchboard?: { openDemo?: unknown } }).Switchboard
        ?.openDemo === 'function',
  );
  // A visitor moves the pointer before they click (what starts the modals' early fetch), then
  // the browser settles.
  await page.mouse.move(200, 400);
  await page.mouse.move(400, 500);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
  );
  const ms = await page.evaluate(async (name) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('header button')].find(
      (candidate) => candidate.textContent?.trim() === name,
    );
    if (!button) throw new Error(`no header button '${name}'`);
    const start = performance.now();
    button.click();
    const field = () =>
      document.querySelector<HTMLInputElement>(
        '[role="dialog"] input:not([type="hidden"]):not([disabled])',
      );
    while (!field()) await new Promise((resolve) => requestAnimationFrame(resolve));
    // Usable: the frame after it appeared was painted, so the main thread is free again.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, trigger);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return Math.round(ms);
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) for (const variant of variants) await build(variant);
  const servers: ChildProcess[] = [];
  const scores = new Map<string, LighthouseScores[]>();
  const modal: Record<string, number[]> = { 'Request a demo': [], 'Try for free': [] };
  const loadBefore = os.loadavg();
  try {
    for (const variant of variants) servers.push(await serve(variant));
    await withChromium(async (port) => {
      for (let run = 0; run < RUNS; run += 1) {
        for (const page of PAGES) {
          for (const variant of variants) {
            const key = `${page}\u0000${variant.label}`;
            console.info(`[overrides] run ${run + 1}: ${page} ${variant.label}`);
            const result = await lighthouseOnce(`http://127.0.0.1:${variant.port}${page}`, port);
            scores.set(key, [...(scores.get(key) ?? []), result]);
          }
        }
      }
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (let run = 0; run < RUNS; run += 1) {
        for (const trigger of Object.keys(modal)) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          const page = await context.newPage();
          modal[trigger]!.push(
            await modalClickToInteractive(page, `http://127.0.0.1:${variants[0]!.port}/`, trigger),
          );
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
  const loadAfter = os.loadavg();
  const lines = [
    `Rendering overrides, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `Lighthouse mobile, median of ${RUNS} interleaved runs; load average ` +
      `${loadBefore.map((n) => n.toFixed(1)).join(' / ')} before, ` +
      `${loadAfter.map((n) => n.toFixed(1)).join(' / ')} after (${os.cpus().length} cores).`,
    '',
    '| page | build | performance | TBT ms | LCP ms | CLS |',
    '| ---- | ----- | ----------: | -----: | -----: | --: |',
  ];
  for (const page of PAGES) {
    for (const variant of variants) {
      const runs = scores.get(`${page}\u0000${variant.label}`) ?? [];
      lines.push(
        `| ${page} | ${variant.label} | ${median(runs.map((r) => r.performance))} | ` +
          `${Math.round(median(runs.map((r) => r.tbtMs)))} | ` +
          `${Math.round(median(runs.map((r) => r.lcpMs)))} | ` +
          `${median(runs.map((r) => r.cls)).toFixed(3)} |`,
      );
    }
  }
  lines.push('', '| modal (home page, every override) | click to first field usable, ms (runs) |');
  lines.push('| ---- | ----: |');
  for (const [trigger, runs] of Object.entries(modal)) {
    lines.push(`| ${trigger} | ${median(runs)} (${runs.join(', ')}) |`);
  }
  console.info(`\n${lines.join('\n')}\n`);
}

// Run as a script, not when bench-floor's index.ts imports modalClickToInteractive.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error('[overrides] failed:', error);
    process.exit(1);
  });
}
