import '@/lib/server/only-on-server';
import { assertServingEnv, env } from '@/lib/env';
import { startServerErrorReporting } from '@/lib/error-reporting/server';
import { startConversionRetryWorker } from '@/lib/server/conversions/retry';
import { describeDatabase, getDb, readyDb } from '@/lib/server/db';
import { installEarlyAnswerHeaders } from '@/lib/server/rendering/early-answer-headers';
import { announceEditor, ensureEditorPassword } from '@/lib/server/editor/editor-access';
import { ensureLeadsPassword } from '@/lib/server/leads/leads-access';
import { startOutboxWorker } from '@/lib/server/leads/outbox';
import { ensurePreviewSecret } from '@/lib/server/preview';

/**
 * Runs once when the server starts (instrumentation.ts), and says "ready" only when the instance
 * can serve: a bad environment, or a database it cannot open, reach or migrate, rejects with a
 * message naming the problem (decision 0249). On PostgreSQL this connects and migrates now, not
 * at the first request.
 */
export async function startServer(): Promise<void> {
  const { APP_STAGE } = env();
  // In production: real mail for sign-in codes and demo confirmations.
  assertServingEnv(env());
  // In the preview and production stages a missing Bugsnag key stops the start here, by name.
  startServerErrorReporting();
  await readyDb();
  console.info(`[startup] ${describeDatabase()} is open and migrated`);
  // Next's own 308 and 400 answers come before next.config.ts headers(): give them the same.
  installEarlyAnswerHeaders();
  // The lead view never opens without a password: generate one when none is configured.
  ensureLeadsPassword();
  // Editors can sign in and preview on a fresh start (issue 15, decision 0160).
  ensurePreviewSecret();
  ensureEditorPassword();
  announceEditor();
  // Forward stored leads to HubSpot when it is configured (docs/decisions/0030).
  startOutboxWorker(getDb);
  // Send again the ad conversions a provider could not take (docs/decisions/0244).
  startConversionRetryWorker(getDb);
  console.info(`[startup] Switchboard website ready (stage: ${APP_STAGE})`);
}

/**
 * instrumentation.ts's start: one that fails ends the process (decision 0249). `next start` would
 * only log the rejection, keep listening and answer every request 500, so a bad environment or an
 * unreachable database would look like a running instance to a process manager.
 */
export async function startServerOrExit(): Promise<void> {
  try {
    await startServer();
  } catch (error) {
    console.error(
      `[startup] Switchboard website did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
