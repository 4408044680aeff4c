import 'server-only';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';

/**
 * Runs once when the server starts (instrumentation.ts): a bad environment stops the start with a
 * clear message, and the database is created and migrated before the first request.
 */
export function startServer(): void {
  const { APP_STAGE } = env();
  getDb();
  console.info(`[startup] Switchboard website ready (stage: ${APP_STAGE})`);
}
