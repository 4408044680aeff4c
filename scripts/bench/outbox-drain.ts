import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { loadAverage, machineLine } from './machine';
import path from 'node:path';
import { FORM_IDS } from '@/constants/forms';
import { openDatabase } from '@/lib/server/db';
import {
  kickOutbox,
  OUTBOX_RETRY,
  startOutboxWorker,
  stopOutboxWorker,
} from '@/lib/server/leads/outbox';
import { storeLead } from '@/lib/server/leads/store';
import { blogSubscriberLead } from '../../tests/support/blog-subscriber-lead';

/**
 * The outbox after a CRM outage (issue 14, item 8): LEADS pending leads in a fresh SQLite
 * database, forwarded by the production worker (startOutboxWorker, its 5 s poll and kick) to a
 * fake HubSpot in its own process on loopback that answers in 50 ms and rate-limits with 429 +
 * Retry-After. Measures the time until no lead is pending. Bounded: gives up after TIME_LIMIT_MS.
 */
export const OUTBOX_DRAIN = {
  leads: 2000,
  answerMs: 50,
  /** 1,000 requests per 10 s window: HubSpot's own windows, with room for the 60 s target. */
  limit: 1000,
  windowMs: 10_000,
  /** And every 400th request, whatever the rate. */
  everyNth: 400,
  targetMs: 60_000,
  timeLimitMs: 180_000,
} as const;

export interface OutboxDrainResult {
  leads: number;
  delivered: number;
  drainMs: number;
  /** CPU time the outbox's process spent draining (user + system), machine load aside. */
  cpuMs: number;
  concurrency: number;
  crm: {
    requests: number;
    status429: number;
    arrivedDuringRetryAfter: number;
    maxInFlight: number;
    received: number;
    duplicates: number;
  };
  machine: string;
  loadBefore: string;
  loadAfter: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function startFakeHubspot() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(process.cwd(), 'scripts/bench/fake-hubspot.ts'),
      String(OUTBOX_DRAIN.answerMs),
      String(OUTBOX_DRAIN.limit),
      String(OUTBOX_DRAIN.windowMs),
      String(OUTBOX_DRAIN.everyNth),
    ],
    { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.on('exit', (code) => reject(new Error(`the fake HubSpot exited with ${code}`)));
  });
  return { child, origin };
}

export async function runOutboxDrain(dataRoot: string): Promise<OutboxDrainResult> {
  const dataDir = fs.mkdtempSync(path.join(dataRoot, 'outbox-drain-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, 'switchboard.sqlite'));
  const crm = startFakeHubspot();
  try {
    const enqueuedAt = Date.now();
    for (let n = 1; n <= OUTBOX_DRAIN.leads; n += 1) {
      await storeLead(
        db,
        blogSubscriberLead(`drain-${n}@acme-logistics.com`, `outbox-drain-${n}`, enqueuedAt),
        { forward: true, now: enqueuedAt },
      );
    }
    const origin = await crm.origin;
    const outboxRows = async (status: 'pending' | 'delivered') =>
      Number(
        (
          await db
            .selectFrom('lead_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const loadBefore = loadAverage();

    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    startOutboxWorker(() => db, {
      portalId: '99001',
      formsHost: origin,
      formGuids: { [FORM_IDS.blogSubscribeFooter]: 'guid-blog-footer' },
    });
    kickOutbox();
    while ((await outboxRows('pending')) > 0) {
      if (Date.now() - started > OUTBOX_DRAIN.timeLimitMs) break;
      await sleep(50);
    }
    const drainMs = Date.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    stopOutboxWorker();
    const loadAfter = loadAverage();

    const stats = (await (await fetch(`${origin}/__stats`)).json()) as OutboxDrainResult['crm'];
    const delivered = await outboxRows('delivered');
    return {
      leads: OUTBOX_DRAIN.leads,
      delivered,
      drainMs,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      concurrency: OUTBOX_RETRY.concurrency,
      crm: stats,
      machine: machineLine(),
      loadBefore,
      loadAfter,
    };
  } finally {
    stopOutboxWorker();
    crm.child.kill('SIGTERM');
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The drain passes when every lead arrived exactly once within the target. Requests seen during a
 * Retry-After are an upper bound (on a loaded machine, requests sent before the 429 arrived land
 * late); the exact check, from the outbox's side, is lib/server/leads/outbox.test.ts.
 */
export function outboxDrainProblems(result: OutboxDrainResult): string[] {
  const problems: string[] = [];
  if (result.delivered !== result.leads)
    problems.push(`${result.leads - result.delivered} leads not delivered`);
  if (result.drainMs > OUTBOX_DRAIN.targetMs) problems.push('slower than the target');
  if (result.crm.duplicates > 0) problems.push(`${result.crm.duplicates} leads sent twice`);
  return problems;
}

export function renderOutboxDrain(result: OutboxDrainResult, date: string, commit: string): string {
  const problems = outboxDrainProblems(result);
  return [
    `Measured ${date} on commit \`${commit}\`: ${result.machine}; load average (1 / 5 / 15 min) ${result.loadBefore} before, ${result.loadAfter} after.`,
    '',
    `${result.leads} pending leads, the production worker with ${result.concurrency} requests in flight, a fake HubSpot in its own process on loopback answering in ${OUTBOX_DRAIN.answerMs} ms, at most ${OUTBOX_DRAIN.limit} requests per ${OUTBOX_DRAIN.windowMs / 1000} s window, then 429 with Retry-After (the seconds left in the window), and 429 with Retry-After: 1 to every ${OUTBOX_DRAIN.everyNth}th request. Target: drained in at most ${OUTBOX_DRAIN.targetMs / 1000} s.`,
    '',
    '| Drain time | Outbox CPU time | Delivered | CRM requests | 429 answered | Arrived during a Retry-After (upper bound) | Most in flight | Sent twice | Result |',
    '| --: | --: | --: | --: | --: | --: | --: | --: | --- |',
    `| ${(result.drainMs / 1000).toFixed(1)} s | ${(result.cpuMs / 1000).toFixed(1)} s | ${result.delivered} / ${result.leads} | ${result.crm.requests} | ${result.crm.status429} | ${result.crm.arrivedDuringRetryAfter} | ${result.crm.maxInFlight} | ${result.crm.duplicates} | ${problems.length === 0 ? 'pass' : `**FAIL**: ${problems.join(', ')}`} |`,
  ].join('\n');
}
