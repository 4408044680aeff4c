/**
 * The site's clock, for every date decision that content depends on: which webinars are still
 * upcoming (decided when the pages are built) and that a comparison claim was verified in the past
 * (checked when content loads). Nothing else decides those with Date.now().
 *
 * SITE_CLOCK (an ISO 8601 instant) moves the clock for tests and previews: it reads that instant
 * when the process starts and runs on from there, so a build and its journeys see the same
 * webinars upcoming whatever the date (docs/decisions/0105). A live site tells the real time: the
 * production stage refuses the variable.
 */
const processStartedAt = Date.now();

export class ClockError extends Error {}

/** The instant SITE_CLOCK sets, or undefined when the clock is the real one. Throws on a bad value. */
export function siteClockSetting(
  raw: Record<string, string | undefined> = process.env,
): number | undefined {
  const value = raw.SITE_CLOCK?.trim();
  if (!value) return undefined;
  if (raw.APP_STAGE === 'production') {
    throw new ClockError(
      'SITE_CLOCK is set in the production stage: a live site tells the real time (unset it).',
    );
  }
  const at = Date.parse(value);
  if (Number.isNaN(at) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new ClockError(
      `SITE_CLOCK must be an ISO 8601 instant such as 2026-11-25T12:00:00Z, not "${value}"`,
    );
  }
  return at;
}

/** Milliseconds since the epoch by the site's clock. */
export function siteNow(): number {
  const setAt = siteClockSetting();
  return setAt === undefined ? Date.now() : setAt + (Date.now() - processStartedAt);
}

/** Today's date by the site's clock, in UTC (YYYY-MM-DD). */
export function siteToday(): string {
  return new Date(siteNow()).toISOString().slice(0, 10);
}
