import '@/lib/server/only-on-server';
import type { NextApiRequest, NextApiResponse } from 'next';
import { asDatabaseBusy } from '@/lib/server/db';

/**
 * The HTTP answer to a database held by another writer (lib/server/db/busy.ts): 503 with
 * Retry-After, so a client tries the same request again a moment later instead of losing it.
 */
export const DATABASE_BUSY_MESSAGE = 'The service is busy, please try again shortly';

/** Answers 503 + Retry-After and returns true when `error` is a database lock; else false. */
export function refuseWhileDatabaseBusy(
  res: NextApiResponse,
  error: unknown,
  body: unknown = { error: DATABASE_BUSY_MESSAGE },
): boolean {
  const busy = asDatabaseBusy(error);
  if (!busy) return false;
  res.setHeader('Retry-After', String(busy.retryAfterS));
  res.status(503).json(body);
  return true;
}

type ApiHandler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** A route whose database lock anywhere is answered 503 + Retry-After instead of 500. */
export function withDatabaseBusyAnswer(handler: ApiHandler): ApiHandler {
  return async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!res.headersSent && refuseWhileDatabaseBusy(res, error)) return;
      throw error;
    }
  };
}
