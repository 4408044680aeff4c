import Bugsnag from '@bugsnag/js';
import { bugsnagKeyToStart, ERROR_REPORTING_STAGES, isReportableUserAgent } from './rules';

/**
 * Bugsnag in the browser. The stage and key are build-time values (NEXT_PUBLIC_APP_STAGE,
 * NEXT_PUBLIC_BUGSNAG_API_KEY, see .env.example).
 */
let started = false;

export function startBrowserErrorReporting(
  stage: string | undefined = process.env.NEXT_PUBLIC_APP_STAGE,
  apiKey: string | undefined = process.env.NEXT_PUBLIC_BUGSNAG_API_KEY,
): boolean {
  if (started) return true;
  const key = bugsnagKeyToStart(stage, apiKey);
  if (!key) return false;
  Bugsnag.start({
    apiKey: key,
    releaseStage: stage,
    enabledReleaseStages: [...ERROR_REPORTING_STAGES],
    redactedKeys: ['password', 'code', /email/i, /phone/i],
    onError: () => isReportableUserAgent(navigator.userAgent),
  });
  started = true;
  return true;
}

export function isBrowserErrorReportingStarted(): boolean {
  return started;
}

/** Reports an error when reporting runs; always leaves a trace in the console. */
export function notifyError(error: unknown, context?: string): void {
  if (started) {
    Bugsnag.notify(error instanceof Error ? error : new Error(String(error)), (event) => {
      if (context) event.context = context;
    });
  }
}

/**
 * An error nobody handled from a form submission: a warning in the console and in error reporting
 * (spec section 8), never a crash of the form.
 */
export function warnUnhandledSubmitError(error: unknown, formId?: string): void {
  console.warn('[forms] Unhandled error from submitForm', formId ?? '', error);
  if (started) {
    Bugsnag.notify(error instanceof Error ? error : new Error(String(error)), (event) => {
      event.severity = 'warning';
      if (formId) event.context = `submitForm ${formId}`;
    });
  }
}
