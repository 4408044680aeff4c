import Bugsnag from '@bugsnag/js';
import { ERROR_REPORTING_STAGES, isReportableUserAgent } from './rules';

/** One error for Bugsnag, with the context and severity the caller gave. */
export interface ErrorReport {
  error: Error;
  context?: string;
  severity?: 'warning';
}

/**
 * The Bugsnag half of browser error reporting, loaded on demand by ./browser.ts only in the stages
 * that report: Bugsnag and isbot never weigh on the first load (docs/decisions/0071).
 */
export function startBugsnag(
  apiKey: string,
  stage: string | undefined,
): (report: ErrorReport) => void {
  Bugsnag.start({
    apiKey,
    releaseStage: stage,
    enabledReleaseStages: [...ERROR_REPORTING_STAGES],
    redactedKeys: ['password', 'code', /email/i, /phone/i],
    onError: () => isReportableUserAgent(navigator.userAgent),
  });
  return ({ error, context, severity }) => {
    Bugsnag.notify(error, (event) => {
      if (context) event.context = context;
      if (severity) event.severity = severity;
    });
  };
}
