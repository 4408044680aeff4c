import '@/lib/server/only-on-server';
import Bugsnag from '@bugsnag/js';
import { env } from '@/lib/env';
import { bugsnagKeyToStart, ERROR_REPORTING_STAGES, isReportableUserAgent } from './rules';

/**
 * Bugsnag on the server: started once per process, never during `next build`. Call
 * startServerErrorReporting() at start-up (instrumentation); notifyServerError starts it lazily too.
 */
let started = false;

export function startServerErrorReporting(): boolean {
  if (started) return true;
  if (process.env.NEXT_PHASE === 'phase-production-build') return false;
  const { APP_STAGE, BUGSNAG_API_KEY } = env();
  const key = bugsnagKeyToStart(APP_STAGE, BUGSNAG_API_KEY);
  if (!key) return false;
  Bugsnag.start({
    apiKey: key,
    releaseStage: APP_STAGE,
    enabledReleaseStages: [...ERROR_REPORTING_STAGES],
    redactedKeys: ['password', 'code', /email/i, /phone/i, /token/i],
  });
  started = true;
  return true;
}

/** Reports a server error unless the request came from a known bot. */
export function notifyServerError(error: unknown, userAgent?: string): void {
  if (!isReportableUserAgent(userAgent)) return;
  if (!startServerErrorReporting()) return;
  Bugsnag.notify(error instanceof Error ? error : new Error(String(error)));
}
