import Bugsnag, { type Plugin } from '@bugsnag/js';
import BugsnagPluginReact from '@bugsnag/plugin-react';
import React from 'react';
import { ERROR_REPORTING_STAGES, isReportableUserAgent } from './rules';

/** One error for Bugsnag, with the context and severity the caller gave. */
export interface ErrorReport {
  error: Error;
  context?: string;
  severity?: 'warning';
  /** React's component stack of a render error, sent as the React plugin's boundary sends it. */
  componentStack?: string;
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
    // The site's own boundary catches render errors before Bugsnag has loaded (docs/decisions/0071);
    // the plugin gives any boundary made after start (getPlugin('react')) the same reporting.
    // The plugin's types name @bugsnag/core 8, which npm nests under @bugsnag/browser 9: same shape.
    plugins: [new BugsnagPluginReact(React) as unknown as Plugin],
  });
  return ({ error, context, severity, componentStack }) => {
    Bugsnag.notify(error, (event) => {
      if (context) event.context = context;
      if (severity) event.severity = severity;
      if (componentStack) event.addMetadata('react', { componentStack });
    });
  };
}
