import '@/lib/server/only-on-server';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';
import { sql, type Updateable } from 'kysely';
import {
  asDatabaseBusy,
  engineOf,
  retryWhileBusy,
  WRITE_RETRY,
  type Db,
  type Schema,
} from '@/lib/server/db';
import {
  hubspotConfig,
  submitToHubspot,
  type HubspotConfig,
  type HubspotOutcome,
  type HubspotSubmission,
} from '@/lib/server/providers/hubspot';
import { getLead, type Lead } from './store';

/**
 * The store-first outbox (docs/decisions/0030): each lead is in SQLite before the visitor sees the
 * 200; this worker forwards it to HubSpot, retrying with exponential backoff for at least 24 hours,
 * then parks it as a dead letter a marketer can replay. A row is leased while its request is in
 * flight and marked delivered as soon as the answer arrives, waiting out a database lock to do so,
 * so no retry sends it twice. A pass keeps a few requests in flight until nothing is due, and a
 * 429 pauses every request for as long as HubSpot's Retry-After says.
 */
export const OUTBOX_RETRY = {
  firstDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 4 * 60 * 60 * 1000,
  /** Retries continue until a lead has waited this long; the next failure makes it a dead letter. */
  windowMs: 24 * 60 * 60 * 1000,
  /** Longer than the request timeout, so a lease never expires under a live request. */
  leaseMs: 60_000,
  /** Requests in flight to HubSpot at once: a backlog drains in seconds, not minutes. */
  concurrency: 8,
  /** A 429 without Retry-After pauses this long: HubSpot counts requests per 10 s. */
  rateLimitPauseMs: 10_000,
  /** A 429 pauses at least this long, whatever its Retry-After, so it is never a busy loop. */
  rateLimitMinPauseMs: 1000,
  /**
   * Rows one call of the outbox endpoint sends at most (docs/decisions/0171): at 8 in flight and
   * HubSpot's usual answer time it ends well inside a serverless function's time limit.
   */
  drainBatch: 100,
} as const;

export const OUTBOX_POLL_MS = 5000;

/**
 * When to try again after `attempts` failed attempts, or null when the lead is a dead letter.
 * `retryAfterMs` (HubSpot's 429) replaces the backoff.
 */
export function nextAttemptAt(
  attempts: number,
  enqueuedAt: number,
  now: number,
  retryAfterMs?: number,
): number | null {
  if (now - enqueuedAt >= OUTBOX_RETRY.windowMs) return null;
  const delay =
    retryAfterMs ??
    Math.min(
      OUTBOX_RETRY.firstDelayMs * OUTBOX_RETRY.factor ** Math.max(0, attempts - 1),
      OUTBOX_RETRY.maxDelayMs,
    );
  // The last retry lands at the end of the window, not beyond it by a whole delay.
  return Math.min(now + delay, enqueuedAt + OUTBOX_RETRY.windowMs);
}

/** The v3 body HubSpot receives for a stored lead. */
export function hubspotSubmissionFor(lead: Lead): HubspotSubmission {
  return {
    fields: lead.fields.map((field) => ({
      objectTypeId: '0-1',
      name: field.name,
      value: field.value,
    })),
    submittedAt: String(lead.submittedAt),
    context: lead.context,
    ...(lead.consent.legalConsentOptions
      ? { legalConsentOptions: lead.consent.legalConsentOptions }
      : {}),
  };
}

export type Send = (formId: string, submission: HubspotSubmission) => Promise<HubspotOutcome>;

export interface OutboxRun {
  delivered: number;
  retried: number;
  dead: number;
}

/** Until when (wall clock) HubSpot asked for no more requests; shared by every pass. */
export interface CrmPause {
  until: number;
}

export interface OutboxOptions {
  concurrency?: number;
  pause?: CrmPause;
  /** Rows this pass claims at most (one batch of the outbox endpoint); unset, until none is due. */
  maxClaims?: number;
}

interface ClaimedRow {
  lead_id: number;
  attempts: number;
  enqueued_at: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Leases the most overdue row, or undefined when nothing is due. On PostgreSQL several instances
 * claim at once: FOR UPDATE SKIP LOCKED passes over a row another worker is claiming this instant,
 * and the lease (locked_until) keeps it theirs until it ends; a crashed worker's rows come due again
 * when their lease runs out. SQLite's one writer at a time needs neither.
 */
async function claimNext(db: Db, at: number): Promise<ClaimedRow | undefined> {
  const skipLocked = engineOf(db) === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const { rows } = await sql<ClaimedRow>`UPDATE lead_outbox
       SET locked_until = ${at + OUTBOX_RETRY.leaseMs}, updated_at = ${at}
     WHERE lead_id = (
       SELECT lead_id FROM lead_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${at}
          AND (locked_until IS NULL OR locked_until < ${at})
        ORDER BY next_attempt_at LIMIT 1 ${skipLocked})
     RETURNING lead_id, attempts, enqueued_at`.execute(db);
  return rows[0];
}

/**
 * Records an answer. The lease outlives the request by leaseMs - timeout, so a lock is waited out
 * (asynchronously) for that long: a delivered lead left pending would be sent again.
 */
function recordOutcome(
  db: Db,
  leadId: number,
  changes: Updateable<Schema['lead_outbox']>,
): Promise<unknown> {
  return retryWhileBusy(
    () =>
      db
        .updateTable('lead_outbox')
        .set({ ...changes, locked_until: null })
        .where('lead_id', '=', leadId)
        .execute(),
    { ...WRITE_RETRY, deadlineMs: OUTBOX_RETRY.leaseMs - FORM_SUBMISSION_TIMEOUT_MS },
  );
}

/**
 * Sends every due row, `concurrency` at a time, and records each outcome. Ends when nothing is
 * due, when the database is locked (the next pass carries on), or when HubSpot asked for a pause
 * longer than a poll. `now` is injectable for tests; pauses are waited in real time.
 */
export async function processOutbox(
  db: Db,
  send: Send,
  now: () => number = Date.now,
  {
    concurrency = OUTBOX_RETRY.concurrency,
    pause = { until: 0 },
    maxClaims = Infinity,
  }: OutboxOptions = {},
): Promise<OutboxRun> {
  const run: OutboxRun = { delivered: 0, retried: 0, dead: 0 };
  let claimsLeft = maxClaims;

  const deliver = async (row: ClaimedRow) => {
    const lead = await getLead(db, row.lead_id);
    if (!lead) return;
    // A 429 may have arrived while this lane was claiming: it waits too, or hands the row back.
    // Checked again after each sleep: a timer counts from the event loop's cached time, so it can
    // end a little before the pause does on a busy process.
    for (let wait = pause.until - Date.now(); wait > 0; wait = pause.until - Date.now()) {
      if (wait > OUTBOX_POLL_MS) {
        await recordOutcome(db, row.lead_id, {});
        return;
      }
      await sleep(wait);
    }
    const outcome = await send(lead.formId, hubspotSubmissionFor(lead));
    const finishedAt = now();
    const attempts = row.attempts + 1;
    if (outcome.ok) {
      await recordOutcome(db, row.lead_id, {
        status: 'delivered',
        attempts,
        delivered_at: finishedAt,
        last_error: null,
        updated_at: finishedAt,
      });
      run.delivered += 1;
      return;
    }
    let retryAfter: number | undefined;
    if (outcome.rateLimited) {
      retryAfter = Math.max(
        outcome.rateLimited.retryAfterMs ?? OUTBOX_RETRY.rateLimitPauseMs,
        OUTBOX_RETRY.rateLimitMinPauseMs,
      );
      pause.until = Math.max(pause.until, Date.now() + retryAfter);
    }
    const retryAt = outcome.retryable
      ? nextAttemptAt(attempts, row.enqueued_at, finishedAt, retryAfter)
      : null;
    if (retryAt === null) {
      await recordOutcome(db, row.lead_id, {
        status: 'dead',
        attempts,
        last_error: outcome.error,
        updated_at: finishedAt,
      });
      console.error(
        `[leads] lead ${row.lead_id} parked as a dead letter after ${attempts} attempts: ${outcome.error}`,
      );
      run.dead += 1;
    } else {
      await recordOutcome(db, row.lead_id, {
        attempts,
        next_attempt_at: retryAt,
        last_error: outcome.error,
        updated_at: finishedAt,
      });
      run.retried += 1;
    }
  };

  // Each lane claims a row only when it is free to send it, so no lease waits in a queue.
  const lane = async () => {
    for (;;) {
      const wait = pause.until - Date.now();
      if (wait > OUTBOX_POLL_MS) return;
      if (wait > 0) {
        await sleep(wait);
        continue;
      }
      if (claimsLeft <= 0) return;
      claimsLeft -= 1;
      let row: ClaimedRow | undefined;
      try {
        row = await claimNext(db, now());
      } catch (error) {
        // Locked by another writer: the next pass claims it.
        if (asDatabaseBusy(error)) return;
        throw error;
      }
      if (!row) return;
      await deliver(row);
    }
  };
  // Every lane has stopped before the pass ends, so the next pass never runs beside this one.
  const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
  const failed = lanes.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return run;
}

/** Rows waiting for their next attempt that are due now (none of them leased). */
export async function countDueLeads(db: Db, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('lead_outbox')
    .select((eb) => eb.fn.countAll<number>().as('due'))
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.due);
}

/** A dead letter (one, or every one) made due now with a fresh 24-hour window. */
async function replay(db: Db, now: number, leadId?: number): Promise<number> {
  const result = await db
    .updateTable('lead_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      enqueued_at: now,
      next_attempt_at: now,
      locked_until: null,
      updated_at: now,
    })
    .where('status', '=', 'dead')
    .$if(leadId !== undefined, (query) => query.where('lead_id', '=', leadId!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A marketer's replay: a dead letter becomes due now with a fresh 24-hour window. */
export async function replayDeadLetter(db: Db, leadId: number, now = Date.now()): Promise<boolean> {
  return (await replay(db, now, leadId)) === 1;
}

export function replayAllDeadLetters(db: Db, now = Date.now()): Promise<number> {
  return replay(db, now);
}

// Shared through globalThis: Next bundles instrumentation and API routes as separate module copies.
interface WorkerState {
  timer?: NodeJS.Timeout;
  running: boolean;
  kick?: () => void;
  pause: CrmPause;
}
const state: WorkerState = ((
  globalThis as { __switchboardOutbox?: WorkerState }
).__switchboardOutbox ??= {
  running: false,
  pause: { until: 0 },
});

/**
 * Starts the forwarding loop when HubSpot is configured (startup.ts). One pass at a time; a pass
 * also runs right after each stored lead (kickOutbox) so leads arrive within seconds.
 */
export function startOutboxWorker(
  getDb: () => Db,
  config: HubspotConfig | undefined = hubspotConfig(),
): boolean {
  if (!config || state.timer) return Boolean(state.timer);
  const pass = () => {
    if (state.running) return;
    state.running = true;
    processOutbox(
      getDb(),
      (formId, submission) => submitToHubspot(config, formId, submission),
      Date.now,
      { pause: state.pause },
    )
      .catch((error: unknown) => console.error('[leads] outbox pass failed', error))
      .finally(() => {
        state.running = false;
      });
  };
  state.timer = setInterval(pass, OUTBOX_POLL_MS);
  state.timer.unref();
  state.kick = pass;
  console.info(`[leads] forwarding leads to HubSpot portal ${config.portalId}`);
  return true;
}

/**
 * One batch for a scheduler on a platform without long-running processes (the outbox endpoint,
 * docs/deploy.md): at most drainBatch rows, under the same 429 pause as the in-process worker, and
 * how many are still due, so the scheduler may call again at once.
 */
export async function drainOutboxBatch(
  db: Db,
  config: HubspotConfig,
): Promise<OutboxRun & { due: number }> {
  const run = await processOutbox(
    db,
    (formId, submission) => submitToHubspot(config, formId, submission),
    Date.now,
    { pause: state.pause, maxClaims: OUTBOX_RETRY.drainBatch },
  );
  return { ...run, due: await countDueLeads(db) };
}

export function kickOutbox(): void {
  const { kick } = state;
  if (kick) setImmediate(kick);
}

export function stopOutboxWorker(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  state.kick = undefined;
}
