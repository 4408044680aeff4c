import '@/lib/server/only-on-server';
import type { Db } from '@/lib/server/db';
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
 * flight and marked delivered in the same step as the answer, so no retry sends it twice.
 */
export const OUTBOX_RETRY = {
  firstDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 4 * 60 * 60 * 1000,
  /** Retries continue until a lead has waited this long; the next failure makes it a dead letter. */
  windowMs: 24 * 60 * 60 * 1000,
  /** Longer than the request timeout, so a lease never expires under a live request. */
  leaseMs: 60_000,
  batchSize: 20,
} as const;

/** When to try again after `attempts` failed attempts, or null when the lead is a dead letter. */
export function nextAttemptAt(attempts: number, enqueuedAt: number, now: number): number | null {
  if (now - enqueuedAt >= OUTBOX_RETRY.windowMs) return null;
  const delay = Math.min(
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

/** Claims due rows (lease), sends each, records the outcome. `now` is injectable for tests. */
export async function processOutbox(
  db: Db,
  send: Send,
  now: () => number = Date.now,
): Promise<OutboxRun> {
  const run: OutboxRun = { delivered: 0, retried: 0, dead: 0 };
  const startedAt = now();
  const claimed = db
    .prepare(
      `UPDATE lead_outbox SET locked_until = ?, updated_at = ?
       WHERE lead_id IN (
         SELECT lead_id FROM lead_outbox
         WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until < ?)
         ORDER BY next_attempt_at LIMIT ?)
       RETURNING lead_id, attempts, enqueued_at`,
    )
    .all(
      startedAt + OUTBOX_RETRY.leaseMs,
      startedAt,
      startedAt,
      startedAt,
      OUTBOX_RETRY.batchSize,
    ) as {
    lead_id: number;
    attempts: number;
    enqueued_at: number;
  }[];

  for (const row of claimed) {
    const lead = getLead(db, row.lead_id);
    if (!lead) continue;
    const outcome = await send(lead.formId, hubspotSubmissionFor(lead));
    const finishedAt = now();
    const attempts = row.attempts + 1;
    if (outcome.ok) {
      db.prepare(
        `UPDATE lead_outbox SET status = 'delivered', attempts = ?, delivered_at = ?, locked_until = NULL,
           last_error = NULL, updated_at = ? WHERE lead_id = ?`,
      ).run(attempts, finishedAt, finishedAt, row.lead_id);
      run.delivered += 1;
      continue;
    }
    const retryAt = outcome.retryable ? nextAttemptAt(attempts, row.enqueued_at, finishedAt) : null;
    if (retryAt === null) {
      db.prepare(
        `UPDATE lead_outbox SET status = 'dead', attempts = ?, last_error = ?, locked_until = NULL, updated_at = ?
         WHERE lead_id = ?`,
      ).run(attempts, outcome.error, finishedAt, row.lead_id);
      console.error(
        `[leads] lead ${row.lead_id} parked as a dead letter after ${attempts} attempts: ${outcome.error}`,
      );
      run.dead += 1;
    } else {
      db.prepare(
        `UPDATE lead_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, locked_until = NULL, updated_at = ?
         WHERE lead_id = ?`,
      ).run(attempts, retryAt, outcome.error, finishedAt, row.lead_id);
      run.retried += 1;
    }
  }
  return run;
}

/** A marketer's replay: a dead letter becomes due now with a fresh 24-hour window. */
export function replayDeadLetter(db: Db, leadId: number, now = Date.now()): boolean {
  const result = db
    .prepare(
      `UPDATE lead_outbox SET status = 'pending', attempts = 0, enqueued_at = ?, next_attempt_at = ?,
         locked_until = NULL, updated_at = ? WHERE lead_id = ? AND status = 'dead'`,
    )
    .run(now, now, now, leadId);
  return result.changes === 1;
}

export function replayAllDeadLetters(db: Db, now = Date.now()): number {
  return db
    .prepare(
      `UPDATE lead_outbox SET status = 'pending', attempts = 0, enqueued_at = ?, next_attempt_at = ?,
         locked_until = NULL, updated_at = ? WHERE status = 'dead'`,
    )
    .run(now, now, now).changes;
}

export const OUTBOX_POLL_MS = 5000;

// Shared through globalThis: Next bundles instrumentation and API routes as separate module copies.
interface WorkerState {
  timer?: NodeJS.Timeout;
  running: boolean;
  kick?: () => void;
}
const state: WorkerState = ((
  globalThis as { __switchboardOutbox?: WorkerState }
).__switchboardOutbox ??= {
  running: false,
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
    processOutbox(getDb(), (formId, submission) => submitToHubspot(config, formId, submission))
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

export function kickOutbox(): void {
  const { kick } = state;
  if (kick) setImmediate(kick);
}

export function stopOutboxWorker(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  state.kick = undefined;
}
