import { expect, test } from '@playwright/test';
import { PRODUCT_NAME, TAGLINE } from '../../constants/brand';
import { contentUnderTest } from '../support/content-under-test';

/**
 * The content-pages routes (issue 3, pages part): each answers 200 with one <h1> and its own
 * <title>; /request-demo and /signup open their dialogs over the home page; FAQ accordions work by
 * keyboard; subpaths outside the defined set of crm/services/use-case answer 404.
 */

test.describe('every marketing route', () => {
  // One test walks all routes so the server is not hit by parallel workers for ~60 pages.
  test('answers 200 with exactly one <h1> and its own <title>', async ({ request }) => {
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    for (const route of contentUnderTest().marketingPageRoutes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g) ?? [], `${route} has one <h1>`).toHaveLength(1);
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${route} has a <title>`).toBeTruthy();
      expect(html, `${route} has a meta description`).toMatch(
        /<meta name="description" content="[^"]{50,}"/,
      );
      titles.set(route, title!);
    }
    // /request-demo and /signup show the home page's content under titles of their own.
    expect(new Set(titles.values()).size).toBe(titles.size);
  });
});

test.describe('modal routes', () => {
  test('/request-demo opens the demo dialog over the home page', async ({ page }) => {
    await page.goto('/request-demo');
    const dialog = page.getByRole('dialog').filter({
      has: page.getByRole('heading', { name: 'Get a personalized demo' }),
    });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/request-demo$/);
    // The home page stays underneath: its headline is in the document, behind the dialog.
    await expect(page.locator('h1')).toHaveText(TAGLINE);
  });

  test('/signup opens the trial dialog over the home page', async ({ page }) => {
    await page.goto('/signup');
    const dialog = page.getByRole('dialog').filter({
      has: page.getByRole('heading', { name: `Try ${PRODUCT_NAME} for free` }),
    });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.locator('h1')).toHaveText(TAGLINE);
  });
});

test.describe('FAQ accordion', () => {
  test('opens, moves between questions and closes with the keyboard', async ({ page }) => {
    await page.goto('/product/ai');
    const first = page.getByRole('button', { name: 'Which data does the AI use?' });
    const second = page.getByRole('button', {
      name: 'Can we stop the AI Agent from answering billing or legal questions?',
    });
    const firstAnswer = page.getByRole('region', { name: 'Which data does the AI use?' });

    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText('Only your workspace');

    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    // One answer open at a time.
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('special path patterns', () => {
  test('crm, services and use-case answer with and without a defined subpath', async ({
    request,
  }) => {
    for (const path of ['/crm', '/crm/hubspot', '/services', '/services/training', '/use-case']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('unknown or deeper subpaths answer 404', async ({ request }) => {
    for (const path of [
      '/crm/not-a-crm',
      '/services/unknown-service',
      '/use-case/nothing-here',
      '/crm/hubspot/extra',
      '/industries/unknown',
      // Families editors add to are generated on first request; a slug without an entry is 404.
      '/product/not-a-feature',
      '/teams/unknown',
      '/legal/not-a-document',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('calls to action', () => {
  test('the closing band opens the trial dialog', async ({ page }) => {
    await page.goto('/product/workflows');
    await page.getByRole('button', { name: 'Try for Free' }).last().click();
    await expect(
      page.getByRole('dialog').filter({
        has: page.getByRole('heading', { name: `Try ${PRODUCT_NAME} for free` }),
      }),
      // The band is an island below the first screen: the click waits for its code and the
      // trial's. How fast that is belongs to make bench (issue 19), not to this journey; a full
      // make test at load 10 took more than 10 s once (2026-11-27).
    ).toBeVisible({ timeout: 20_000 });
  });
});
