import { test as base } from '@playwright/test';

/**
 * In the year-ahead pass (decision 0105) the server and this test process run under libfaketime
 * (FAKETIME=+365d); Chromium hangs under it (tests/support/chromium.ts keeps it out), so the page's
 * clock follows with page.clock: browser and server agree on the day, as they will a year from now.
 * Otherwise the page keeps the real clock.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    if (process.env.FAKETIME) await page.clock.install({ time: Date.now() });
    await provide(page);
  },
});

export { expect } from '@playwright/test';
