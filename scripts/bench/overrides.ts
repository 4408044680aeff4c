import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPEED_OVERRIDES, type SpeedOverride } from '@/lib/rendering/overrides';
import type { LighthouseScores } from './lighthouse';
import type { ModalOpening } from './report';
import { auditPages, RUNS, withChromium } from './lighthouse';
import { measureModalOpenings } from './modal-opening';

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
    // No -H, as `npm run start`: with one, Next proxies proxy.ts's rewrites over HTTP (decision 0218).
    [NEXT_BIN, 'start', '-p', String(variant.port)],
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

// One run of one page through the bench's own runner, which answers a list of outcomes.
async function lighthouseOnce(url: string, port: number): Promise<LighthouseScores> {
  const [outcome] = await auditPages([url], port, 1);
  if (!outcome || 'error' in outcome) throw new Error(`${url}: ${outcome?.error ?? 'no answer'}`);
  return outcome.scores;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) for (const variant of variants) await build(variant);
  const servers: ChildProcess[] = [];
  const scores = new Map<string, LighthouseScores[]>();
  let modal: ModalOpening[] = [];
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
    modal = await measureModalOpenings(`http://127.0.0.1:${variants[0]!.port}/`);
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
  for (const opening of modal) {
    lines.push(
      'error' in opening
        ? `| ${opening.trigger} | not measured: ${opening.error} |`
        : `| ${opening.trigger} | ${median(opening.runsMs)} (${opening.runsMs.join(', ')}) |`,
    );
  }
  console.info(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('[overrides] failed:', error);
  process.exit(1);
});
