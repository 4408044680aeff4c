import { test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { marketingPageRoutes } from '../../content/pages';
test('axe on marketing routes', async ({ page }) => {
  test.setTimeout(1_100_000);
  for (const route of marketingPageRoutes) {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await page.goto(route, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const found = await axeViolations(page);
        if (found.length) console.log(route, JSON.stringify(found));
        break;
      } catch (e) { console.log('retry', route, String(e).slice(0, 80)); }
    }
  }
});
