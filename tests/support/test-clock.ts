import testClock from './test-clock.json';

/**
 * The instant every test runs at by the site's clock (SITE_CLOCK): jest's setup sets it, the e2e
 * build (Makefile) and server (playwright.config.ts) get it, so what content decides by date is
 * the same on any day (docs/decisions/0105). The Makefile reads the JSON beside this file.
 */
export const TEST_CLOCK: string = testClock.siteClock;
export const TEST_CLOCK_MS = Date.parse(TEST_CLOCK);
