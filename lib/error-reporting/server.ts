import '@/lib/server/only-on-server';
import Bugsnag, { type Config } from '@bugsnag/js';
import { env } from '@/lib/env';
import { bugsnagKeyToStart, ERROR_REPORTING_STAGES, isReportableUserAgent } from './rules';

/**
 * Bugsnag on the server: started once per process, never during `next build`. Call
 * startServerErrorReporting() at start-up (instrumentation), then reportServerError() where a
 * request fails: Next's onRequestError hook (instrumentation.ts) for what reaches Next, the API
 * wrapper (lib/server/http/api-route.ts) for the 500s it answers itself.
 */
let started = false;

export function startServerErrorReporting(overrides: Pick<Config, 'endpoints'> = {}): boolean {
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
    // Server requests are not visitor sessions; Bugsnag counts those in the browser.
    autoTrackSessions: false,
    ...overrides,
  });
  started = true;
  return true;
}

/** The request a server error belongs to, as reported: no query string, no address in the path. */
export interface FailedRequest {
  method: string;
  path: string;
  userAgent?: string;
}

/**
 * The path without its query, and a segment holding an email (/api/1/email_available/{email}) as
 * `[email]`: what is reported must not carry a visitor's address.
 */
export function reportablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? '[email]' : segment))
    .join('/');
}

/**
 * Reports an error a request ran into, when error reporting runs (spec section 7: production and
 * preview). Traffic from known bots is not reported (spec section 6).
 */
export function reportServerError(error: unknown, request: FailedRequest): void {
  if (!started || !isReportableUserAgent(request.userAgent)) return;
  const path = reportablePath(request.path);
  Bugsnag.notify(error instanceof Error ? error : new Error(String(error)), (event) => {
    event.context = `${request.method} ${path}`;
    event.addMetadata('request', { method: request.method, path });
  });
}

/**
 * Reports an error no request ran into (say PostgreSQL ending an idle pooled connection), when
 * error reporting runs. The caller has handled it: the process goes on, unlike an uncaught
 * exception, after which Bugsnag ends the process.
 */
export function reportBackgroundError(error: Error, context: string): void {
  if (!started) return;
  Bugsnag.notify(error, (event) => {
    event.context = context;
  });
}
