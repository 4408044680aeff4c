/**
 * When error reporting runs (spec sections 7 and 8). Kept apart from the bot check (isbot) so the
 * browser's first-load bundle can decide whether to load Bugsnag without shipping either.
 */
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
