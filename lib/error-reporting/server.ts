import '@/lib/server/only-on-server';
import Bugsnag from '@bugsnag/js';
import { env } from '@/lib/env';
import { bugsnagKeyToStart, ERROR_REPORTING_STAGES } from './rules';

/**
 * Bugsnag on the server: started once per process, never during `next build`. Call
 * startServerErrorReporting() at start-up (instrumentation).
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
