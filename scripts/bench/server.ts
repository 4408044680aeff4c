import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Engine } from '@/lib/server/db';

/**
 * Builds and serves the production site for the benchmarks: its own build folder, port and data
 * folder, so `make bench` never disturbs a developer's server or the e2e build. Loopback only.
 */
export interface BenchServer {
  origin: string;
  dataDir: string;
  engine: Engine;
  stop: () => Promise<void>;
}

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3190);
export const BENCH_DATA_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR ?? 'data/bench');
export const BENCH_FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? BENCH_PORT + 1);
/** The second `next start` of the same build, on PostgreSQL (issue 18, item 5). */
export const BENCH_POSTGRES_PORT = Number(process.env.BENCH_POSTGRES_PORT ?? BENCH_PORT + 2);

/** The floor's sources (issue 19) and where they are built: outside the repository, see buildFloor. */
const FLOOR_SOURCE = path.join(ROOT, 'scripts/bench/floor');
const FLOOR_DIR = path.join(os.tmpdir(), `switchboard-bench-floor-${BENCH_FLOOR_PORT}`);

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

function benchEnv(origin: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: BENCH_DIST_DIR,
    // Source maps tell the framework's bytes from ours in the JavaScript weight (js-attribution.ts).
    NEXT_SOURCE_MAPS: '1',
    DATA_DIR: BENCH_DATA_DIR,
    APP_STAGE: 'test',
    SITE_URL: origin,
    PREVIEW_SECRET: 'bench-preview-secret',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough',
    LEADS_PASSWORD: 'bench-leads-password',
    // The load simulates many visitors through X-Forwarded-For: trust one proxy hop (ADR 0075).
    TRUSTED_PROXY_HOPS: '1',
  };
}

export async function buildSite(): Promise<void> {
  const origin = `http://127.0.0.1:${BENCH_PORT}`;
  // The same build as production's, post-build steps included (decision 0150).
  await run('npm', ['run', '--silent', 'build'], benchEnv(origin));
}

/**
 * The stack's floor (issue 19): a blank Pages Router app with styled-components, built with the
 * repository's own Next, React and styled-components. Turbopack looks for `instrumentation` and
 * `proxy` files up the folder tree, so built inside the repository the floor would get the site's;
 * it is copied to a folder of its own with the repository's node_modules linked in.
 */
export async function buildFloor(): Promise<void> {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  fs.cpSync(FLOOR_SOURCE, FLOOR_DIR, {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith('.next'),
  });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(FLOOR_DIR, 'node_modules'), 'dir');
  await run(
    process.execPath,
    [NEXT_BIN, 'build'],
    { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    FLOOR_DIR,
  );
}

async function waitForHealth(
  origin: string,
  child: ChildProcess,
  healthPath = '/api/health',
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bench server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}${healthPath}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the bench server did not answer ${origin}/api/health in ${timeoutMs} ms`);
}

/**
 * Starts `next start` on a fresh data folder and resolves once /api/health answers: on SQLite in
 * that folder, or on PostgreSQL at `databaseUrl` (its own port and data folder for the mail outbox).
 */
export async function startSite(databaseUrl?: string): Promise<BenchServer> {
  const port = databaseUrl ? BENCH_POSTGRES_PORT : BENCH_PORT;
  const dataDir = databaseUrl ? `${BENCH_DATA_DIR}-postgres` : BENCH_DATA_DIR;
  const origin = `http://127.0.0.1:${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { ...benchEnv(origin), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
  const child = spawn(
    process.execPath,
    // No -H, as `npm run start`: with one, Next proxies proxy.ts's rewrites over HTTP (decision 0218).
    [NEXT_BIN, 'start', '-p', String(port)],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForHealth(origin, child);
  return {
    origin,
    dataDir,
    engine: databaseUrl ? 'postgres' : 'sqlite',
    stop: () => stopChild(child),
  };
}

/** Serves the floor's last build (buildFloor) with `next start`, like the site. */
export async function startFloor(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${BENCH_FLOOR_PORT}`;
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(BENCH_FLOOR_PORT)], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(origin, child, '/');
  return { origin, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
