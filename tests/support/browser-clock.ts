import { test as base } from '@playwright/test';

/**
 * In the year-ahead pass (TEST_TIME_AHEAD_DAYS, decision 0105) the server and this test process run
 * ahead; the page's clock follows, so the browser and the server agree on the day, as they will
 * a year from now. Otherwise the page keeps the real clock.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    if (process.env.TEST_TIME_AHEAD_DAYS) await page.clock.install({ time: Date.now() });
    await provide(page);
  },
});

export { expect } from '@playwright/test';
