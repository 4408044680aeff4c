import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP_CONFIG_PATH } from '@/constants/content';
import { EXTERNAL_LINKS } from '@/constants/links';
import { axeViolations } from '../support/axe';
import { interceptTagManager } from '../support/consent';
import { holdAppCode, holdRequests, refuseAppCode } from '../support/hold-app-code';
import { networkQuiet } from '../support/network-quiet';
import { pageDataText, watchPageProblems } from '../support/page-audit';
import { SAVED_HEADER_ITEMS } from '../support/saved-header';

/**
 * The page shell (issue 2): sticky header, drawers, mobile menu, the modal frame and its URL hash,
 * and the error and 404 pages, in Chromium at 1440 px and 375 px.
 *
 * A missing path renders the shell's own 404 page, which is tall enough to scroll and belongs to
 * the shell, so these journeys do not depend on any other page's content.
 */
const TALL_PAGE = '/this-page-does-not-exist';
const MOBILE = { width: 375, height: 812 };

/** The modal context registers the page-script functions once React has hydrated. */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      typeof (window as unknown as { Switchboard?: { openDemo?: unknown } }).Switchboard
        ?.openDemo === 'function',
  );
}

/**
 * How many animations are still in effect on the element or an element around it, once played.
 * An opening animation that kept its last frame after it ended held the modal, drawer or menu as
 * an animated layer, and each keystroke in an open modal recomposited the whole screen (0223).
 */
function animationsStillHolding(locator: Locator) {
  return locator.evaluate(
    (el) =>
      document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.contains(el);
      }).length,
  );
}

async function headerLook(page: Page) {
  return page.locator('header[data-scrolled]').evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });
}

/** Where focus is: inside the open modal dialog or not. */
function focusIsInDialog(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"][aria-labelledby="modal-title"]');
    return Boolean(dialog && dialog.contains(document.activeElement));
  });
}

test.describe('desktop, 1440 px', () => {
  test('the header turns opaque with a shadow once scrolled past 50 px', async ({ page }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await headerLook(page)).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });

    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await headerLook(page)).background).toBe('rgb(255, 255, 255)');
    expect((await headerLook(page)).shadow).not.toBe('none');
    // Still at the top of the viewport: the header is sticky.
    expect((await header.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a drawer opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Product' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Omnichannel inbox/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Explore AI/ })).toBeVisible();
    // Once open, no animation still holds the drawer.
    await expect
      .poll(() => animationsStillHolding(nav.getByRole('link', { name: /Explore AI/ })))
      .toBe(0);

    await page.mouse.move(700, 850);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /Omnichannel inbox/ })).toBeHidden();
  });

  test('a drawer opens by keyboard, Tab moves into it, Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Solutions' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: /Customer service & support/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    // Space toggles too, and ArrowDown opens the drawer straight into its first link.
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Customer service & support/ })).toBeFocused();
  });

  test("a drawer whose code fails to come says so, Tab reaches its 'Try again', and its links show after it", async ({
    page,
  }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    await networkQuiet(page);
    // The connection drops before the drawers' code has come.
    const reconnect = await refuseAppCode(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Solutions' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('status')).toHaveText(
      "This didn't load. Check your connection and try again.Try again",
    );
    expect(await axeViolations(page, 'header')).toEqual([]);

    await reconnect();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus waits on the drawer's button, the drawer open, until the links come; Tab moves in.
    await expect(trigger).toBeFocused();
    const firstLink = panel.getByRole('link', { name: /Customer service & support/ });
    await expect(firstLink).toBeVisible();
    await expect(panel.getByRole('status')).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('a drawer whose links have not loaded yet opens by keyboard first, and Tab and ArrowDown move into it', async ({
    page,
  }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    // The page settled: /api/config/app answered (decision 0211) and the footer's code its answer
    // lets load arrived; only the drawer's own code is left.
    await networkQuiet(page);
    // From here on every script arrives 1.5 s late, as on a slow network (decision 0182).
    const lateScripts: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      lateScripts.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Solutions' });
    const firstLink = nav.getByRole('link', { name: /Customer service & support/ });
    // Closed drawers hold no links, and their code is not on the page yet: focus fetches it.
    await expect(nav.locator('[id^="nav-drawer-"] a')).toHaveCount(0);
    expect(lateScripts).toEqual([]);
    await trigger.focus();
    await expect.poll(() => lateScripts.length).toBeGreaterThan(0);

    // Enter and Tab at once, before the links are there: focus still lands on the first link.
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(firstLink).toBeFocused();
  });

  test("'Sign in' goes to the app's sign-in page", async ({ page }) => {
    await page.goto(TALL_PAGE);
    await expect(
      page.locator('header').getByRole('link', { name: 'Sign in', exact: true }),
    ).toHaveAttribute('href', EXTERNAL_LINKS.appSignIn);
  });

  test("'Request a demo' opens a dialog that traps focus, closes on Escape and returns focus", async ({
    page,
  }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    const button = page.locator('header').getByRole('button', { name: 'Request a demo' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: /personalized demo/i });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => focusIsInDialog(page)).toBe(true);
    // Once open, no animation still holds the panel or the backdrop, and both stay as shown.
    const heading = dialog.getByRole('heading', { name: /personalized demo/i });
    await expect.poll(() => animationsStillHolding(heading)).toBe(0);
    expect(
      await dialog.evaluate((panel) => {
        const backdrop = getComputedStyle(panel.parentElement!);
        const own = getComputedStyle(panel);
        return [backdrop.opacity, own.opacity, own.transform];
      }),
    ).toEqual(['1', '1', 'none']);

    // However far the visitor tabs, in either direction, focus stays inside the dialog.
    const visited = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInDialog(page)).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? ''));
    }
    expect(visited.size).toBeGreaterThan(1);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInDialog(page)).toBe(true);
    }
    // The page behind is inert while the dialog is open.
    expect(await page.locator('#__next').getAttribute('inert')).not.toBeNull();
    // Dimmed, not blurred: a blurred backdrop held every frame of the open modal back (decision 0219).
    const backdropFilter = await dialog.evaluate(
      (panel) => getComputedStyle(panel.parentElement!).backdropFilter,
    );
    expect(backdropFilter).toBe('none');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.locator('#__next').getAttribute('inert')).toBeNull();
  });

  test("'Try for free' opens the trial modal, and the close button closes it", async ({ page }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    const button = page.locator('header').getByRole('button', { name: 'Try for free' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: /free/i });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a modal whose code fails to come says so and opens after 'Try again'", async ({ page }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    await networkQuiet(page);
    // The connection drops before the trial form's code has come.
    const reconnect = await refuseAppCode(page);
    const button = page.locator('header').getByRole('button', { name: 'Try for free' });
    await button.focus();
    await page.keyboard.press('Enter');
    const failed = page.getByRole('dialog', { name: /didn't load/ });
    await expect(failed.getByRole('status')).toHaveText(
      "This didn't load. Check your connection and try again.Try again",
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await reconnect();
    await failed.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /free/i });
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await expect(dialog.getByText("This didn't load.", { exact: false })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  for (const hash of ['#Get-Started', '#get-started', '#GET-STARTED']) {
    test(`'${hash}' opens the get-started modal, and closing removes the hash`, async ({
      page,
    }) => {
      await page.goto(`/?from=shell-test${hash}`);
      const dialog = page.getByRole('dialog', { name: /get started/i });
      await expect(dialog).toBeVisible();
      // The hash is not an anchor: the page did not scroll to it.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/\?from=shell-test$/);
    });
  }

  test('page scripts open the demo and trial modals through window.Switchboard', async ({
    page,
  }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    await page.evaluate(() =>
      (window as unknown as { Switchboard: { openTrial: () => void } }).Switchboard.openTrial(),
    );
    await expect(page.getByRole('dialog', { name: /free/i })).toBeVisible();
    await page.evaluate(() =>
      (window as unknown as { Switchboard: { openDemo: () => void } }).Switchboard.openDemo(),
    );
    await expect(page.getByRole('dialog', { name: /personalized demo/i })).toBeVisible();
  });

  test('the 404 page says the page took a wrong turn and links home', async ({ page }) => {
    const response = await page.goto(TALL_PAGE);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page took a wrong turn.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the error page shows its headline, text and links, with status 500', async ({ page }) => {
    // pages/500.tsx is what Next serves for a server-side failure; it renders the error page.
    const response = await page.goto('/500');
    expect(response?.status()).toBe(500);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Uh oh, something went wrong.' }),
    ).toBeVisible();
    await expect(
      page.getByText("We're experiencing unexpected technical difficulties. Please try again."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.helpCentreContactUs,
    );
  });
});

test('the shell has no axe violations, with a drawer open and with the mobile menu open', async ({
  page,
}) => {
  await page.goto(TALL_PAGE);
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Product' })
    .click();
  await page.waitForTimeout(300);
  expect(await axeViolations(page, 'header')).toEqual([]);

  await page.setViewportSize(MOBILE);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Resources' })
    .click();
  await page.waitForTimeout(500);
  expect(await axeViolations(page, '#mobile-menu')).toEqual([]);
});

test.describe('mobile, 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the header turns opaque after scrolling', async ({ page }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await headerLook(page)).background).toBe('rgb(255, 255, 255)');
  });

  test('the full-screen menu opens, its accordion drawers expand and collapse, Escape closes it', async ({
    page,
  }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('header').getByRole('button', { name: 'Product' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Measured once the opening animation has settled: the menu covers the whole screen.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      })
      .toEqual([0, 0, MOBILE.width, MOBILE.height]);
    await expect
      .poll(() => animationsStillHolding(menu.getByRole('link', { name: 'Sign in' })))
      .toBe(0);

    const product = menu.getByRole('button', { name: 'Product' });
    const link = menu.getByRole('link', { name: /Omnichannel inbox/ });
    await expect(link).toBeHidden();
    await product.click();
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();

    // Opening another drawer collapses the first.
    await menu.getByRole('button', { name: 'Solutions' }).click();
    await expect(product).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
    await expect(menu.getByRole('link', { name: /Logistics/ })).toBeVisible();

    // The bottom bar holds the action buttons.
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Try for free' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("'Request a demo' from the menu's bottom bar opens a full-screen dialog", async ({
    page,
  }) => {
    await page.goto(TALL_PAGE);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Request a demo' })
      .click();
    const dialog = page.getByRole('dialog', { name: /personalized demo/i });
    await expect(dialog).toBeVisible();
    // Measured once the opening animation has settled: the dialog spans the whole screen width.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && [box.x, box.width].map(Math.round);
      })
      .toEqual([0, MOBILE.width]);
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("'#get-started' opens the get-started modal on a phone too", async ({ page }) => {
    await page.goto('/#get-started');
    await expect(page.getByRole('dialog', { name: /get started/i })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

/**
 * Holds GET /api/config/app until the test releases it: the drawers', the mobile menu's and the
 * live footer's links come with it, not with the page (decision 0211).
 */
const holdAppConfig = (page: Page) => holdRequests(page, `**${APP_CONFIG_PATH}`);

test.describe("the navigation's links arrive with /api/config/app (decision 0211)", () => {
  test("the page's HTML has the header's top level and the footer's links, its props no drawer or footer link", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const data = pageDataText(html);
    const { globalPageProps } = (
      JSON.parse(data) as {
        props: { pageProps: { globalPageProps: { navigation: { primaryNav: unknown } } } };
      }
    ).props.pageProps;
    expect(globalPageProps.navigation).toEqual({
      primaryNav: {
        items: SAVED_HEADER_ITEMS,
        actions: [
          { kind: 'link', label: 'Sign in', href: EXTERNAL_LINKS.appSignIn },
          { kind: 'secondary', label: 'Request a demo', action: 'demo' },
          { kind: 'primary', label: 'Try for free', action: 'trial' },
        ],
      },
    });
    expect(JSON.stringify(globalPageProps)).not.toContain('""');
    // The footer is server-rendered from the editor's file all the same.
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('href="/product/omnichannel-support-inbox"');
    expect(footer).toContain('href="/legal/privacy-notice"');
  });

  test('a drawer opened before its links arrive shows them when they do, by keyboard and by pointer, and the footer waits for them too', async ({
    page,
  }) => {
    // The e2e build names a tag-manager container; no network exists, so answer it locally.
    await interceptTagManager(page);
    const watcher = await watchPageProblems(page);
    const release = await holdAppConfig(page);
    await page.goto('/pricing');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Solutions' });
    const firstLink = nav.getByRole('link', { name: /Customer service & support/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    // The drawer is open and empty; focus has not wandered off to the next item.
    await page.waitForTimeout(500);
    await expect(nav.locator('[id^="nav-drawer-"] a')).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // The footer, scrolled to meanwhile, keeps its server links and stays as it is.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute(
      'href',
      '/legal/privacy-notice',
    );
    const subscribe = footer.getByRole('button', { name: 'Subscribe to our blog' });
    const isLive = () =>
      subscribe.evaluate((element) => Object.keys(element).some((k) => k.startsWith('__react')));
    expect(await isLive()).toBe(false);

    release();
    await expect(firstLink).toBeFocused();
    await expect.poll(isLive).toBe(true);
    await expect(footer.getByRole('link', { name: 'Privacy Notice' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await nav.getByRole('button', { name: 'Product' }).hover();
    await expect(nav.getByRole('link', { name: /Omnichannel inbox/ })).toBeVisible();
    // No hydration mismatch, no error on the way.
    expect(await watcher.problems()).toEqual([]);
  });

  test("the mobile menu opened before its rows' code arrives can be closed, says it is loading, then shows its rows", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await interceptTagManager(page);
    const watcher = await watchPageProblems(page);
    await page.goto('/pricing');
    await hydrated(page);
    await networkQuiet(page);
    // A slow connection: the rows' code (asked for at the button's first focus) is on its way.
    const release = await holdAppCode(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The frame says what it waits for, and focus is in it: its close button, kept there by Tab.
    await expect(menu.getByRole('status')).toHaveText('Loading the menu…');
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    const close = menu.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    expect(await axeViolations(page, '#mobile-menu')).toEqual([]);
    await page.waitForTimeout(500);
    await expect(menu.getByRole('button', { name: 'Product' })).toHaveCount(0);

    release();
    await expect(menu.getByRole('button', { name: 'Product' })).toBeVisible();
    await expect(menu.getByRole('status')).toHaveCount(0);
    await expect(menu).toHaveAttribute('aria-busy', 'false');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await watcher.problems()).toEqual([]);
  });

  test("the mobile menu opened before the drawers' links arrive shows its rows and buttons, and a drawer's links when they come", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await interceptTagManager(page);
    const watcher = await watchPageProblems(page);
    const release = await holdAppConfig(page);
    await page.goto('/pricing');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The links and the action bar are usable at once; only the drawers wait.
    await expect(menu.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/customer-stories',
    );
    await expect(menu.getByRole('button', { name: 'Try for free' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const product = menu.getByRole('button', { name: 'Product' });
    await page.keyboard.press('Tab');
    await expect(product).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await product.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('status')).toHaveText('Loading…');
    expect(await axeViolations(page, '#mobile-menu')).toEqual([]);

    release();
    await expect(panel.getByRole('link', { name: /Omnichannel inbox/ })).toBeVisible();
    await expect(panel.getByRole('status')).toHaveCount(0);
    // Nothing moved under the visitor: the drawer stays open, focus on its button.
    await expect(product).toBeFocused();
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    expect(await watcher.problems()).toEqual([]);
  });

  test("the mobile menu whose code fails to come says so, closes with Escape, and shows its rows after 'Try again'", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await interceptTagManager(page);
    await page.goto('/pricing');
    await hydrated(page);
    await networkQuiet(page);
    // The connection drops: no script of the app comes any more.
    const reconnect = await refuseAppCode(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('status')).toHaveText(
      "The menu didn't load. Check your connection and try again.",
    );
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await axeViolations(page, '#mobile-menu')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    // Opened again, it asks again (and fails again while the connection is down).
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('status')).toHaveText(
      "The menu didn't load. Check your connection and try again.",
    );
    await reconnect();
    await menu.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Product' })).toBeVisible();
    await expect(menu.getByRole('status')).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  });
});

test.describe('parts below the first screen (decision 0150)', () => {
  /** React marks every DOM node it has rendered or hydrated with a fiber key. */
  const isLive = (locator: Locator) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

  test('the footer is complete before its code arrives, and a click made then is not lost', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    const subscribe = footer.getByRole('button', { name: 'Subscribe to our blog' });
    // Server-rendered: its links work as plain links while its code waits for the visitor.
    await expect(footer.getByRole('link', { name: 'Pricing' }).first()).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(await isLive(subscribe)).toBe(false);
    // A click without scrolling there first (a page script, an assistive technology) is held
    // until the footer is live, then goes through.
    await subscribe.dispatchEvent('click');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Subscribe to the Switchboard blog' }),
    ).toBeVisible();
    expect(await isLive(subscribe)).toBe(true);
  });

  test('a page part comes alive when the visitor scrolls near it, without moving', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const lastSection = page.locator('#main-content section').last();
    // Where the part sits, read from the page itself (the element is replaced when it goes live).
    const place = () =>
      page.evaluate(() => {
        const sections = document.querySelectorAll('#main-content section');
        const last = sections[sections.length - 1] as HTMLElement;
        return { top: last.offsetTop, height: last.offsetHeight };
      });
    expect(await isLive(lastSection)).toBe(false);
    const before = await place();
    await lastSection.scrollIntoViewIfNeeded();
    await expect.poll(() => isLive(lastSection)).toBe(true);
    expect(await place()).toEqual(before);
  });

  test('a link followed before the footer is live still navigates in the app', async ({ page }) => {
    await page.goto('/resources');
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: 'Support SLA planner' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Support SLA planner' }),
    ).toBeVisible();
  });
});
