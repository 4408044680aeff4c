import '@/lib/server/only-on-server';
import type { IncomingMessage } from 'node:http';
import type { NextApiHandler } from 'next';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { ApiError, apiRoute, type Reply } from './api-route';
import { sameSecret } from './basic-auth';

/**
 * Who may call a scheduler's endpoint (docs/decisions/0171): a scheduler holding CRON_SECRET, sent
 * as `Authorization: Bearer …` (what Vercel Cron sends by itself). Without the variable nobody may.
 */
export const SCHEDULER_REFUSAL = 'A scheduler must send the outbox secret (CRON_SECRET)';

function assertScheduler(req: IncomingMessage): void {
  const secret = env().CRON_SECRET;
  const sent = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  if (secret && sent !== undefined && sameSecret(sent, secret)) return;
  throw new ApiError(401, SCHEDULER_REFUSAL, {
    headers: { 'WWW-Authenticate': 'Bearer realm="Switchboard outbox"' },
  });
}

/**
 * A route only a scheduler calls (the leads' outbox, the conversions' retries; docs/deploy.md):
 * POST, or GET as Vercel Cron sends, never cached, counted per address, refused without the secret.
 */
export function schedulerRoute(handle: (db: Db) => Promise<Reply>): NextApiHandler {
  return apiRoute({
    methods: ['POST', 'GET'],
    cache: 'no-store',
    rateLimit: 'outboxDrainPerIp',
    handle: async ({ req, db }) => {
      assertScheduler(req);
      return handle(db());
    },
  });
}
