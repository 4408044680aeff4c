import { isbot } from 'isbot';

/** Error reporting runs only in these stages (spec section 7). */
export const ERROR_REPORTING_STAGES = ['production', 'preview'] as const;
export const BUGSNAG_KEY_MISSING = 'Bugsnag application ID is missing';

export function isErrorReportingStage(stage: string | undefined): boolean {
  return (ERROR_REPORTING_STAGES as readonly string[]).includes(stage ?? '');
}

/**
 * Decides whether Bugsnag starts: null outside the reporting stages; the key inside them. A
 * reporting stage without a key is a configuration error raised at initialisation (spec section 8).
 */
export function bugsnagKeyToStart(
  stage: string | undefined,
  apiKey: string | undefined,
): string | null {
  if (!isErrorReportingStage(stage)) return null;
  const key = apiKey?.trim();
  if (!key) throw new Error(BUGSNAG_KEY_MISSING);
  return key;
}

/** Traffic from known bots is never reported (spec section 6). */
export function isReportableUserAgent(userAgent: string | undefined | null): boolean {
  return !isbot(userAgent ?? '');
}
