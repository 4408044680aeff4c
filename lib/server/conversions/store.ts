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

export async function settleConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  status: ConversionStatus,
  response: string,
): Promise<void> {
  await db
    .updateTable('ad_conversions')
    .set({ status, response: response.slice(0, 2000) })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

export interface StoredConversion {
  provider: ConversionProvider;
  event_id: string;
  payload: string;
  status: ConversionStatus;
  response: string | null;
}

export function listConversions(db: Db): Promise<StoredConversion[]> {
  return db
    .selectFrom('ad_conversions')
    .select(['provider', 'event_id', 'payload', 'status', 'response'])
    .orderBy('id')
    .execute();
}

/**
 * Stores the payload, then sends it when the provider is configured (`send` given), recording the
 * answer. Without a token the payload is only recorded (the embedded default).
 */
export async function deliverConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  payload: unknown,
  send: (() => Promise<Response>) | null,
): Promise<ConversionOutcome> {
  if (!(await claimConversion(db, provider, eventId, payload, 'recorded'))) return 'duplicate';
  if (!send) return 'recorded';
  try {
    const response = await send();
    const text = await response.text();
    const status: ConversionStatus = response.ok ? 'sent' : 'failed';
    await settleConversion(db, provider, eventId, status, `${response.status} ${text}`);
    return status;
  } catch (error) {
    await settleConversion(
      db,
      provider,
      eventId,
      'failed',
      error instanceof Error ? error.message : String(error),
    );
    return 'failed';
  }
}
