import fs from 'node:fs';
import { measureHtmlWeight } from './html-weight';
import { runStaticPage, type StaticPageClient } from './load';
import { loadAverage, machineLine } from './machine';

/**
 * The static-page load scenario of `make bench` (GET /, 20 connections, 10 s) against several
 * servers already running, interleaved round by round (issue 19, item 5): builds of the site side
 * by side with the floor, so a busy minute of the shared machine hits all of them. Besides requests
 * per second it reports each server's CPU time per request from /proc (its process and children),
 * which the machine's load disturbs less.
 *
 *   node --import tsx scripts/bench/static-throughput.ts floor=http://127.0.0.1:3402@1234 site=http://127.0.0.1:3401@5678
 *
 * Each argument is label=origin, optionally @pid of the `next start` serving it. STATIC_ROUNDS
 * (default 2) sets the rounds, STATIC_PATH (default /) the page, STATIC_CLIENTS (default
 * `browser,uncompressed`) how it is asked for: as a browser asks (gzip), and without
 * Accept-Encoding (decision 0217).
 */
interface Target {
  label: string;
  origin: string;
  pid?: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

function parseTarget(argument: string): Target {
  const match = /^([^=]+)=(https?:\/\/[^@]+)(?:@(\d+))?$/.exec(argument);
  if (!match) throw new Error(`expected label=origin[@pid], got "${argument}"`);
  return { label: match[1]!, origin: match[2]!, pid: match[3] ? Number(match[3]) : undefined };
}

/** The CPU ticks (user + system) of a process and of its children still running. */
function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let ticks = Number(fields[11]) + Number(fields[12]);
  const children = `/proc/${pid}/task/${pid}/children`;
  if (fs.existsSync(children)) {
    for (const child of fs.readFileSync(children, 'utf8').split(' ').filter(Boolean)) {
      ticks += cpuTicks(Number(child));
    }
  }
  return ticks;
}

async function main() {
  const targets = process.argv.slice(2).map(parseTarget);
  if (targets.length === 0) throw new Error('name at least one label=origin');
  const rounds = Number(process.env.STATIC_ROUNDS ?? 2);
  const pathname = process.env.STATIC_PATH ?? '/';
  const clients = (process.env.STATIC_CLIENTS ?? 'browser,uncompressed')
    .split(',')
    .map((client) => {
      if (client !== 'browser' && client !== 'uncompressed')
        throw new Error(`STATIC_CLIENTS takes browser and uncompressed, got "${client}"`);
      return client satisfies StaticPageClient;
    });
  console.info(`${machineLine()}; ${new Date().toISOString()}; GET ${pathname}`);
  for (const target of targets) {
    const weight = await measureHtmlWeight(`${target.origin}${pathname}`);
    console.info(
      `${target.label}: HTML ${weight.bytes} bytes (gzip ${weight.gzipBytes}; inline CSS ${weight.inlineCssBytes})`,
    );
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const [client, target] of clients.flatMap((client) =>
      targets.map((target) => [client, target] as const),
    )) {
      const before = target.pid ? cpuTicks(target.pid) : undefined;
      const loadBefore = loadAverage();
      const result = await runStaticPage(target.origin, pathname, client);
      const cpuMs =
        target.pid && before !== undefined
          ? ((cpuTicks(target.pid) - before) * 1000) / CLOCK_TICKS_PER_SECOND / result.requests
          : undefined;
      console.info(
        `round ${round} ${target.label} (${client}): ${result.requestsPerSecond} requests/s, ${result.requests} requests, ` +
          `${result.status2xx} 2xx, p50 ${result.p50Ms} ms` +
          (cpuMs === undefined ? '' : `, ${cpuMs.toFixed(2)} ms CPU/request`) +
          `; load ${loadBefore} before`,
      );
    }
  }
  console.info(`load average ${loadAverage()} after`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
