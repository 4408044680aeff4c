import '@/lib/server/only-on-server';
import { assertServingEnv, env } from '@/lib/env';
import { startServerErrorReporting } from '@/lib/error-reporting/server';
import { startConversionRetryWorker } from '@/lib/server/conversions/retry';
import { describeDatabase, getDb, readyDb } from '@/lib/server/db';
import { installEarlyAnswerHeaders } from '@/lib/server/rendering/early-answer-headers';
import { announceEditor, ensureEditorPassword } from '@/lib/server/editor/editor-access';
import { ensureLeadsPassword } from '@/lib/server/leads/leads-access';
import { startOutboxWorker } from '@/lib/server/leads/outbox';
import { DEPLOYED_STAGES } from '@/lib/env-providers';
import { verifyMailTransport } from '@/lib/server/mail';
import { ensurePreviewSecret } from '@/lib/server/preview';

/** What next.config.ts's `env` fixed at build time (undefined: not a Next build, as under Jest). */
export interface BuiltSettings {
  APP_STAGE?: string;
  SITE_URL?: string;
  KEYSTATIC_STORAGE?: string;
  KEYSTATIC_GITHUB_REPO?: string;
}

/**
 * Next inlines each `process.env.NEXT_PUBLIC_*` below as the build's literal, in server bundles
 * too (checked in a Turbopack build's instrumentation chunk): these are the values the editor,
 * proxy.ts and the canonical URLs were built with, whatever the run-time environment says. Each
 * must stay a literal `process.env.NAME` for that (no destructuring).
 */
export function builtSettings(): BuiltSettings {
  return {
    APP_STAGE: process.env.NEXT_PUBLIC_APP_STAGE,
    SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    KEYSTATIC_STORAGE: process.env.NEXT_PUBLIC_KEYSTATIC_STORAGE,
    KEYSTATIC_GITHUB_REPO: process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO,
  };
}

/** The same settings as this process's environment has them (lib/env.ts). */
interface RunSettings {
  APP_STAGE: string;
  SITE_URL: string;
  KEYSTATIC_STORAGE: string;
  KEYSTATIC_GITHUB_REPO?: string;
}

const siteAddress = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * One line per setting the build fixed otherwise than this run sets it, when either is a deployed
 * stage. A build without KEYSTATIC_STORAGE run with KEYSTATIC_STORAGE=github would pass the
 * production check and serve the local editor, which writes the server's own files.
 */
export function builtSettingMismatches(built: BuiltSettings, run: RunSettings): string[] {
  if (built.APP_STAGE === undefined) return [];
  if (![built.APP_STAGE, run.APP_STAGE].some((stage) => DEPLOYED_STAGES.includes(stage))) {
    return [];
  }
  const pairs: [name: keyof RunSettings, built: string | undefined, run: string][] = [
    ['APP_STAGE', built.APP_STAGE, run.APP_STAGE],
    [
      'SITE_URL',
      built.SITE_URL === undefined ? undefined : siteAddress(built.SITE_URL),
      siteAddress(run.SITE_URL),
    ],
    ['KEYSTATIC_STORAGE', built.KEYSTATIC_STORAGE, run.KEYSTATIC_STORAGE],
  ];
  // The repository counts only where both sides commit to one (the storage line says the rest).
  if (built.KEYSTATIC_STORAGE === 'github' && run.KEYSTATIC_STORAGE === 'github') {
    pairs.push([
      'KEYSTATIC_GITHUB_REPO',
      built.KEYSTATIC_GITHUB_REPO,
      run.KEYSTATIC_GITHUB_REPO ?? '',
    ]);
  }
  return pairs
    .filter(([, builtValue, runValue]) => builtValue !== undefined && builtValue !== runValue)
    .map(
      ([name, builtValue, runValue]) =>
        `${name}: this build was made with "${builtValue}" but runs with "${runValue}". ` +
        `Rebuild with the settings it runs with (${name}=${runValue} npm run build).`,
    );
}

function assertBuiltForThisEnv(built: BuiltSettings, run: RunSettings): void {
  const mismatches = builtSettingMismatches(built, run);
  if (mismatches.length > 0) {
    throw new Error(
      `Built with other settings than it runs with (next.config.ts fixes them at build time):\n- ${mismatches.join('\n- ')}`,
    );
  }
}

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
  assertBuiltForThisEnv(builtSettings(), env());
  // In the preview and production stages a missing Bugsnag key stops the start here, by name.
  startServerErrorReporting();
  await readyDb();
  console.info(`[startup] ${describeDatabase()} is open and migrated`);
  // Wrong SMTP credentials show now, not at the first sign-up; not awaited: mail never holds the start.
  if (DEPLOYED_STAGES.includes(APP_STAGE)) void verifyMailTransport();
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
