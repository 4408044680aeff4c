import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { linkedInSender } from './linkedin';
import { metaSender } from './meta';
import { attemptConversion, CONVERSION_RETRY, type ConversionProvider } from './store';

/** How each provider's stored payload is sent again; null where it is not configured now. */
export type ConversionSenders = Record<
  ConversionProvider,
  ((payload: unknown) => Promise<Response>) | null
>;

export function configuredSenders(fetcher: typeof fetch = fetch): ConversionSenders {
  const config = env();
  return { meta: metaSender(config, fetcher), linkedin: linkedInSender(config, fetcher) };
}

/**
 * Sends again the conversions whose next attempt is due (store.ts: a provider down, a 5xx, a 429,
 * no answer), the same payload under the same event id, which both providers deduplicate. Each
 * row is claimed first by moving its next attempt past the lease, so of several instances one
 * sends it. Returns how many were sent again.
 */
export async function retryDueConversions(
  db: Db,
  senders: ConversionSenders,
  now: number = Date.now(),
): Promise<number> {
  const due = await db
    .selectFrom('ad_conversions')
    .select(['provider', 'event_id', 'payload', 'attempts', 'next_attempt_at'])
    .where('status', '=', 'failed')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(CONVERSION_RETRY.batch)
    .execute();
  let sent = 0;
  for (const row of due) {
    const sender = senders[row.provider];
    if (!sender || row.next_attempt_at === null) continue;
    const claimed = await db
      .updateTable('ad_conversions')
      .set({ next_attempt_at: now + CONVERSION_RETRY.leaseMs })
      .where('provider', '=', row.provider)
      .where('event_id', '=', row.event_id)
      .where('status', '=', 'failed')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== BigInt(1)) continue;
    const payload: unknown = JSON.parse(row.payload);
    const status = await attemptConversion(
      db,
      row.provider,
      row.event_id,
      () => sender(payload),
      row.attempts + 1,
      now,
    );
    if (status === 'sent') sent += 1;
  }
  return sent;
}

const RETRY_POLL_MS = 30_000;
// Shared through globalThis: Next bundles instrumentation and API routes as separate module copies.
const worker = ((
  globalThis as { __switchboardConversionRetry?: { timer?: NodeJS.Timeout } }
).__switchboardConversionRetry ??= {});

/** Starts the retry loop (startup.ts) when at least one provider is configured. */
export function startConversionRetryWorker(getDb: () => Db): boolean {
  const senders = configuredSenders();
  if (worker.timer || (!senders.meta && !senders.linkedin)) return Boolean(worker.timer);
  let running = false;
  worker.timer = setInterval(() => {
    if (running) return;
    running = true;
    retryDueConversions(getDb(), senders)
      .catch((error: unknown) => console.error('[conversions] retry pass failed', error))
      .finally(() => {
        running = false;
      });
  }, RETRY_POLL_MS);
  worker.timer.unref();
  return true;
}
