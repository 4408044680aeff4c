import '@/lib/server/only-on-server';
import type { Db } from '@/lib/server/db';

export type ConversionProvider = 'meta' | 'linkedin';
export type ConversionStatus = 'recorded' | 'sent' | 'failed';
export type ConversionOutcome = ConversionStatus | 'duplicate';

/** Claims the event id for a provider; false when it was already handled (browser retries). */
export function claimConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  payload: unknown,
  status: ConversionStatus,
): boolean {
  const result = db
    .prepare(
      `INSERT OR IGNORE INTO ad_conversions (provider, event_id, payload, status) VALUES (?, ?, ?, ?)`,
    )
    .run(provider, eventId, JSON.stringify(payload), status);
  return result.changes === 1;
}

export function settleConversion(
  db: Db,
  provider: ConversionProvider,
  eventId: string,
  status: ConversionStatus,
  response: string,
): void {
  db.prepare(
    `UPDATE ad_conversions SET status = ?, response = ? WHERE provider = ? AND event_id = ?`,
  ).run(status, response.slice(0, 2000), provider, eventId);
}

export interface StoredConversion {
  provider: ConversionProvider;
  event_id: string;
  payload: string;
  status: ConversionStatus;
  response: string | null;
}

export function listConversions(db: Db): StoredConversion[] {
  return db
    .prepare('SELECT provider, event_id, payload, status, response FROM ad_conversions ORDER BY id')
    .all() as StoredConversion[];
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
  if (!claimConversion(db, provider, eventId, payload, 'recorded')) return 'duplicate';
  if (!send) return 'recorded';
  try {
    const response = await send();
    const text = await response.text();
    const status: ConversionStatus = response.ok ? 'sent' : 'failed';
    settleConversion(db, provider, eventId, status, `${response.status} ${text}`);
    return status;
  } catch (error) {
    settleConversion(
      db,
      provider,
      eventId,
      'failed',
      error instanceof Error ? error.message : String(error),
    );
    return 'failed';
  }
}
