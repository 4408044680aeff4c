import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import { startServerErrorReporting } from '@/lib/error-reporting/server';
import { startConversionRetryWorker } from '@/lib/server/conversions/retry';
import { getDb } from '@/lib/server/db';
import { installEarlyAnswerHeaders } from '@/lib/server/rendering/early-answer-headers';
import { announceEditor, ensureEditorPassword } from '@/lib/server/editor/editor-access';
import { ensureLeadsPassword } from '@/lib/server/leads/leads-access';
import { startOutboxWorker } from '@/lib/server/leads/outbox';
import { ensurePreviewSecret } from '@/lib/server/preview';

/**
 * Runs once when the server starts (instrumentation.ts): a bad environment stops the start with a
 * clear message, and the database is created and migrated before the first request.
 */
export function startServer(): void {
  const { APP_STAGE } = env();
  // Next's own 308 and 400 answers come before next.config.ts headers(): give them the same.
  installEarlyAnswerHeaders();
  // In the preview and production stages a missing Bugsnag key stops the start here, by name.
  startServerErrorReporting();
  getDb();
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
