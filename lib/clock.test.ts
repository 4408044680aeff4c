import { getWebinars, webinarHasEnded } from '@/lib/content/resources';
import { readComparisons } from '@/content/comparisons';
import { TEST_CLOCK, TEST_CLOCK_MS } from '@/tests/support/test-clock';
import { ClockError, siteClockSetting, siteNow, siteToday } from './clock';

describe('the site clock', () => {
  it('reads SITE_CLOCK (jest sets the tests’ instant) and runs on from there', () => {
    expect(process.env.SITE_CLOCK).toBe(TEST_CLOCK);
    const now = siteNow();
    expect(now).toBeGreaterThanOrEqual(TEST_CLOCK_MS);
    // Only the seconds this test file has run for have passed, whatever today's date is.
    expect(now - TEST_CLOCK_MS).toBeLessThan(10 * 60_000);
    expect(siteToday()).toBe(TEST_CLOCK.slice(0, 10));
  });

  it('is the real clock when SITE_CLOCK is unset', () => {
    expect(siteClockSetting({})).toBeUndefined();
    expect(siteClockSetting({ SITE_CLOCK: ' ' })).toBeUndefined();
  });

  it('refuses SITE_CLOCK in the production stage and a value that is not an instant', () => {
    expect(() =>
      siteClockSetting({ SITE_CLOCK: '2026-11-25T12:00:00Z', APP_STAGE: 'production' }),
    ).toThrow(
      new ClockError(
        'SITE_CLOCK is set in the production stage: a live site tells the real time (unset it).',
      ),
    );
    expect(() => siteClockSetting({ SITE_CLOCK: 'next tuesday' })).toThrow(
      'SITE_CLOCK must be an ISO 8601 instant such as 2026-11-25T12:00:00Z, not "next tuesday"',
    );
    expect(siteClockSetting({ SITE_CLOCK: '2027-01-01T00:00:00Z', APP_STAGE: 'test' })).toBe(
      Date.UTC(2027, 0, 1),
    );
  });
});

/** The tests' instant must suit the content the journeys rely on; move it when content moves on. */
describe('the tests’ instant (tests/support/test-clock.json)', () => {
  it('has an upcoming webinar for the sign-up journey and a past one for the feedback journey', async () => {
    const webinars = await getWebinars();
    expect(webinars.some((webinar) => !webinarHasEnded(webinar, TEST_CLOCK_MS))).toBe(true);
    expect(webinars.some((webinar) => webinarHasEnded(webinar, TEST_CLOCK_MS))).toBe(true);
  });

  it('lies after every comparison claim’s verification day', async () => {
    const days = (await readComparisons()).flatMap((c) =>
      c.claims.map((claim) => claim.lastVerified),
    );
    expect(days.filter((day) => day > TEST_CLOCK.slice(0, 10))).toEqual([]);
  });
});
