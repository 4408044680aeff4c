import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { routeSlices } from '../support/routes-under-test';
import { waitForHydration } from '../support/page-audit';
import { fillTrialDetails, openTrial, uniqueEmail, type TrialPerson } from '../support/trial';
import { expect, test } from '../support/visitor';

/**
 * Accessibility inside `make test` (issue 8, item 2): axe with the WCAG 2.2 AA rules on every route
 * of the route list and on every modal, and the keyboard journeys through the navigation and the
 * mobile menu. (Each modal's own keyboard journey belongs to that modal's tests.)
 */

const MOBILE = { width: 375, height: 812 };

/** Lets entrance animations (modal ~0.3 s, drawers) settle so colour contrast is measured at rest. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 450))),
  );
}

test.describe('axe, WCAG 2.2 AA', () => {
  // The route list in four slices, so the two Playwright workers share the pass.
  routeSlices(4).forEach((routes, index) => {
    test(`every route of the route list has zero violations (part ${index + 1}: ${routes[0]} …)`, async ({
      browser,
    }) => {
      // A generous ceiling for a busy 2-core machine; an idle one needs about 1-2 s per route.
      test.setTimeout(60_000 + routes.length * 25_000);
      // One context and one page for the whole slice.
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const route of routes) {
        const response = await page.goto(route);
        expect.soft(response?.status(), `${route} answers 200`).toBe(200);
        await waitForHydration(page);
        // Soft: every route is checked and reported, even after the first failure.
        expect.soft(await axeViolations(page, undefined, { fast: true }), route).toEqual([]);
      }
      await context.close();
    });
  });

  test('the home page at mobile width, with the mobile menu open, has zero violations', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const drawer = menu.locator('button[aria-expanded]').first();
    await drawer.click();
    await expect(drawer).toHaveAttribute('aria-expanded', 'true');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an open desktop drawer has zero violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const drawerButton = page
      .getByRole('navigation', { name: 'Main' })
      .locator('button[aria-expanded]')
      .first();
    await drawerButton.click();
    await expect(drawerButton).toHaveAttribute('aria-expanded', 'true');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const modal of [
    { name: 'demo', open: (page: Page) => page.getByRole('button', { name: 'Request a demo' }) },
    { name: 'trial', open: (page: Page) => page.getByRole('button', { name: 'Try for free' }) },
  ]) {
    test(`the ${modal.name} modal's first step has zero violations`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await modal.open(page).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the get-started modal (opened by #get-started) has zero violations', async ({ page }) => {
    await page.goto('/#get-started');
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

const ROSA: TrialPerson = {
  firstName: 'Rosa',
  lastName: 'Quist',
  company: 'Quist Freight',
  jobTitle: 'Support Lead',
  industry: 'Logistics',
};
const a11yEmail = (name: string) => uniqueEmail(name, 'quist-freight.example');

test.describe('axe on every step of the modals (WCAG 2.2 AA)', () => {
  // The demo modal's later steps are checked step by step in tests/e2e/demo.spec.ts.
  test.describe.configure({ timeout: 120_000 });

  test('trial: details with errors, password, code', async ({ page }) => {
    const dialog = await openTrial(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(/is required/).first()).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), 'step 1 with errors').toEqual([]);

    await fillTrialDetails(dialog, a11yEmail('rosa'), '1-10', ROSA);
    await expect(
      dialog.getByRole('heading', { name: '14-days free, no credit card required' }),
    ).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), 'step 3 (password)').toEqual([]);

    await dialog.getByLabel('Password', { exact: true }).fill('Harbour-Lights-2026');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: "You're almost there!" })).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), 'step 4 (code)').toEqual([]);
  });

  test('trial: the customized-trial step for larger teams', async ({ page }) => {
    const dialog = await openTrial(page);
    await fillTrialDetails(dialog, a11yEmail('rosa'), '51-100', ROSA);
    await expect(
      dialog.getByText('We offer a customized trial experience for teams of your size.'),
    ).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), 'step 2 (customized trial)').toEqual([]);
  });

  test('product tour: every step, from the first to the one offering the trial and the demo', async ({
    page,
  }) => {
    await page.goto('/product-tour');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Take the product tour' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /A quick tour of/ })).toBeVisible();
    const progress = dialog.getByText(/^Step \d+ of \d+$/);
    const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    for (let step = 1; step <= total; step += 1) {
      await expect(progress).toHaveText(`Step ${step} of ${total}`);
      await settle(page);
      expect(await axeViolations(page), `tour step ${step} of ${total}`).toEqual([]);
      if (step < total) await dialog.getByRole('button', { name: 'Next' }).click();
    }
    // The last step is the one with the two ways in.
    await expect(dialog.getByRole('button', { name: 'Try for free' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Request a demo' })).toBeVisible();
  });

  test('blog subscribe: the form, its errors', async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    // The page's own button (the footer has one too).
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Subscribe to the blog', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), 'subscribe form').toEqual([]);
    await dialog.getByRole('button', { name: /subscribe/i }).click();
    await expect(dialog.getByText(/is required|Invalid work email/).first()).toBeVisible();
    await settle(page);
    expect(await axeViolations(page), 'subscribe form with errors').toEqual([]);
  });
});

test.describe('keyboard journeys', () => {
  test('desktop navigation: Tab reaches a drawer, Enter opens it, its links are reachable, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const drawerButton = nav.locator('button[aria-expanded]').first();
    await expect(drawerButton).toHaveAttribute('aria-expanded', 'false');

    // Tab from the top of the page until the first drawer button has focus: it must be reachable.
    let reached = false;
    for (let presses = 0; presses < 30 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await drawerButton.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the first drawer button is reachable with Tab').toBe(true);

    await page.keyboard.press('Enter');
    await expect(drawerButton).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await drawerButton.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();

    await page.keyboard.press('Tab');
    // The drawer's links may still be on their way (their code loads on first focus): focus lands
    // on the first one when it arrives (shell.spec.ts), so wait for it rather than look once.
    await expect
      .poll(() => panel.evaluate((element) => element.contains(document.activeElement)), {
        message: 'Tab moves into the open drawer',
      })
      .toBe(true);
    await expect(page.locator(':focus')).toHaveAttribute('href', /.+/);

    await page.keyboard.press('Escape');
    await expect(drawerButton).toHaveAttribute('aria-expanded', 'false');
    await expect(drawerButton).toBeFocused();
  });

  test('every focusable element in the header shows a visible focus indicator', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header').first();
    const focusables = header.locator('a[href], button');
    const count = await focusables.count();
    expect(count).toBeGreaterThan(0);
    const withoutIndicator: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const element = focusables.nth(index);
      if (!(await element.isVisible())) continue;
      await element.focus();
      const visible = await element.evaluate((node) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return node.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
      });
      if (!visible) withoutIndicator.push((await element.textContent())?.trim() || 'unnamed');
    }
    expect(withoutIndicator).toEqual([]);
  });

  test('mobile menu: opens from the keyboard, traps focus, accordion toggles, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    // The menu's rows load when its button first takes focus (mobile-menu.tsx); a fast Enter can
    // open the frame before they arrive (busy, focus on its close button), and they take its place.
    await expect(menu).toHaveAttribute('aria-busy', 'false');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Focus stays inside the open menu however far the visitor tabs.
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    const accordion = menu.locator('button[aria-expanded]').first();
    await accordion.focus();
    await page.keyboard.press('Enter');
    await expect(accordion).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await accordion.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Space');
    await expect(accordion).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
