import '@/lib/server/only-on-server';
import type { Db } from '@/lib/server/db';

export type ConversionProvider = 'meta' | 'linkedin';
export type ConversionStatus = 'recorded' | 'sent' | 'failed';
export type ConversionOutcome = ConversionStatus | 'duplicate';

/** Claims the event id for a provider; false when it was already handled (browser retries). */
export async function claimConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  payload: unknown,
  status: ConversionStatus,
): Promise<boolean> {
  const row = await db
    .insertInto('ad_conversions')
    .values({ provider, event_id: eventId, payload: JSON.stringify(payload), status })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * When a conversion the provider could not take is sent again: a few times over about a day (Meta
 * takes events up to 7 days old, LinkedIn 90), then never. A refusal (4xx but 408 and 429) is
 * final: the same payload would be refused again.
 */
export const CONVERSION_RETRY = {
  delaysMs: [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 8 * 60 * 60_000],
  /** How long an instance holds a due conversion it is sending (longer than the 10 s timeout). */
  leaseMs: 60_000,
  batch: 20,
} as const;

/** Worth sending again: no answer, a server error, or the provider asking to slow down. */
export function isRetryable(httpStatus: number | null): boolean {
  return httpStatus === null || httpStatus >= 500 || httpStatus === 408 || httpStatus === 429;
}

/** The next attempt after `attempts` failed ones, or null when there is none. */
export function nextAttemptAt(attempts: number, httpStatus: number | null, now: number) {
  const delay = CONVERSION_RETRY.delaysMs[attempts - 1];
  return isRetryable(httpStatus) && delay !== undefined ? now + delay : null;
}

export async function settleConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  attempt: {
    status: ConversionStatus;
    response: string;
    attempts: number;
    nextAttemptAt: number | null;
  },
): Promise<void> {
  await db
    .updateTable('ad_conversions')
    .set({
      status: attempt.status,
      response: attempt.response.slice(0, 2000),
      attempts: attempt.attempts,
      next_attempt_at: attempt.nextAttemptAt,
    })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

/** Sends once and records the answer: the status, and when to try again if it failed. */
export async function attemptConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  send: () => Promise<Response>,
  attempts: number,
  now: number,
): Promise<ConversionStatus> {
  let status: ConversionStatus;
  let response: string;
  let httpStatus: number | null = null;
  try {
    const answer = await send();
    httpStatus = answer.status;
    status = answer.ok ? 'sent' : 'failed';
    response = `${answer.status} ${await answer.text()}`;
  } catch (error) {
    status = 'failed';
    response = error instanceof Error ? error.message : String(error);
  }
  await settleConversion(db, provider, eventId, {
    status,
    response,
    attempts,
    nextAttemptAt: status === 'failed' ? nextAttemptAt(attempts, httpStatus, now) : null,
  });
  return status;
}

export interface StoredConversion {
  provider: ConversionProvider;
  event_id: string;
  payload: string;
  status: ConversionStatus;
  response: string | null;
  attempts: number;
  next_attempt_at: number | null;
}

export function listConversions(db: Db): Promise<StoredConversion[]> {
  return db
    .selectFrom('ad_conversions')
    .select([
      'provider',
      'event_id',
      'payload',
      'status',
      'response',
      'attempts',
      'next_attempt_at',
    ])
    .orderBy('id')
    .execute();
}

/**
 * Stores the payload, then sends it when the provider is configured (`send` given), recording the
 * answer; a failure the provider may get over is sent again later (retry.ts). Without a token the
 * payload is only recorded (the embedded default).
 */
export async function deliverConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  payload: unknown,
  send: (() => Promise<Response>) | null,
  now: number = Date.now(),
): Promise<ConversionOutcome> {
  if (!(await claimConversion(db, provider, eventId, payload, 'recorded'))) return 'duplicate';
  if (!send) return 'recorded';
  return attemptConversion(db, provider, eventId, send, 1, now);
}
