import type { ErrorReport } from './bugsnag-browser';
import { bugsnagKeyToStart } from './stages';

/**
 * Browser error reporting. The stage and key are build-time values (NEXT_PUBLIC_APP_STAGE,
 * NEXT_PUBLIC_BUGSNAG_API_KEY, see .env.example). Bugsnag itself is loaded on demand, and only in
 * the stages that report (docs/decisions/0071-lazy-third-party-code.md): errors raised before it has
 * loaded (render errors caught by the error boundary, unhandled errors and rejections) wait in a
 * short queue and are sent once it runs.
 */
const MAX_QUEUED_REPORTS = 20;

let started = false;
let send: ((report: ErrorReport) => void) | null = null;
let queue: ErrorReport[] = [];
let ready: Promise<void> = Promise.resolve();

function report(entry: ErrorReport): void {
  if (!started) return;
  if (send) send(entry);
  else if (queue.length < MAX_QUEUED_REPORTS) queue.push(entry);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Bugsnag catches unhandled errors itself once it runs; until then they are queued here. */
function captureUntilLoaded(): () => void {
  const onError = (event: ErrorEvent) =>
    report({ error: asError(event.error ?? event.message), context: 'window.onerror' });
  const onRejection = (event: PromiseRejectionEvent) =>
    report({ error: asError(event.reason), context: 'unhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

export function startBrowserErrorReporting(
  stage: string | undefined = process.env.NEXT_PUBLIC_APP_STAGE,
  apiKey: string | undefined = process.env.NEXT_PUBLIC_BUGSNAG_API_KEY,
): boolean {
  if (started) return true;
  const key = bugsnagKeyToStart(stage, apiKey);
  if (!key) return false;
  started = true;
  const stopEarlyCapture = captureUntilLoaded();
  ready = import('./bugsnag-browser')
    .then(({ startBugsnag }) => {
      send = startBugsnag(key, stage);
      const waiting = queue;
      queue = [];
      waiting.forEach(send);
    })
    .catch((error: unknown) => {
      // A blocked or failed download must never break the page; the console keeps the trace.
      console.warn('[error-reporting] could not load Bugsnag', error);
      queue = [];
    })
    .finally(stopEarlyCapture);
  return true;
}

/** Resolves once Bugsnag has loaded (or failed to); at once when reporting does not run. */
export function browserErrorReportingReady(): Promise<void> {
  return ready;
}

/** Reports an error when reporting runs (queued until Bugsnag has loaded). */
export function notifyError(error: unknown, context?: string, componentStack?: string): void {
  report({ error: asError(error), context, componentStack });
}

/**
 * An error nobody handled from a form submission: a warning in the console and in error reporting
 * (spec section 8), never a crash of the form.
 */
export function warnUnhandledSubmitError(error: unknown, formId?: string): void {
  console.warn('[forms] Unhandled error from submitForm', formId ?? '', error);
  report({
    error: asError(error),
    severity: 'warning',
    context: formId ? `submitForm ${formId}` : undefined,
  });
}
