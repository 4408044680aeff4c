import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/server/http/api-route';
import { sameSecret } from '@/lib/server/http/basic-auth';

/**
 * Who may call the outbox endpoint (docs/decisions/0171): a scheduler holding CRON_SECRET, sent as
 * `Authorization: Bearer …` (what Vercel Cron sends by itself). Without the variable nobody may.
 */
export const OUTBOX_SCHEDULER_REFUSAL = 'A scheduler must send the outbox secret (CRON_SECRET)';

export function assertOutboxScheduler(req: IncomingMessage): void {
  const secret = env().CRON_SECRET;
  const sent = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  if (secret && sent !== undefined && sameSecret(sent, secret)) return;
  throw new ApiError(401, OUTBOX_SCHEDULER_REFUSAL, {
    headers: { 'WWW-Authenticate': 'Bearer realm="Switchboard outbox"' },
  });
}
