import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_NAME } from '@/constants/brand';
import { CONSENT_COOKIE_NAME } from '@/constants/consent';
import { COOKIES } from '@/constants/storage';
import { axeViolations } from '../support/axe';
import {
  consentCalls,
  interceptTagManager,
  readDataLayer,
  visitFrom,
  watchThirdPartyRequests,
} from '../support/consent';
import { waitForHydration } from '../support/page-audit';

/** Cookies that are strictly necessary (or the test's own country override). */
const NECESSARY_COOKIES = new Set<string>([
  COOKIES.consentCountryOverride,
  COOKIES.session,
  COOKIES.preview,
  CONSENT_COOKIE_NAME,
]);

test.describe('consent in Germany (opt-in)', () => {
  test('nothing tracks before consent; accepting loads the tag manager; rejecting stops it', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'DE');
    const tagManager = await interceptTagManager(page);
    const thirdParty = watchThirdPartyRequests(page, baseURL!);

    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Reject all' })).toBeVisible();

    // Consent Mode defaults ran before anything else, all optional storage denied.
    const [defaults] = await consentCalls(page, 'default');
    expect(defaults).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      security_storage: 'granted',
    });
    await expect.poll(() => consentCalls(page, 'update')).toHaveLength(1);
    expect((await consentCalls(page, 'update'))[0]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    // Give a misbehaving tracker time to show itself before asserting nothing happened.
    await page.waitForTimeout(500);
    expect(tagManager.requests()).toEqual([]);
    expect(thirdParty()).toEqual([]);
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookies.filter((name) => !NECESSARY_COOKIES.has(name))).toEqual([]);
    expect(cookies).not.toContain(CONSENT_COOKIE_NAME);

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => tagManager.requests().length).toBe(1);
    expect(tagManager.requests()[0]).toContain('gtm.js?id=');
    expect((await consentCalls(page, 'update')).at(-1)).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain(CONSENT_COOKIE_NAME);

    // The banner stays closed on the next page; the tag manager loads straight away.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => tagManager.requests().length).toBe(2);
    await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeHidden();

    // Withdrawing consent in 'Your Privacy Choices' reloads the page without the tag manager.
    await page.evaluate(() =>
      (
        window as unknown as { Switchboard: { openPrivacyChoices: () => void } }
      ).Switchboard.openPrivacyChoices(),
    );
    const preferences = page.getByRole('dialog', { name: 'Your Privacy Choices' });
    await expect(preferences).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      preferences.getByRole('button', { name: 'Reject all' }).click(),
    ]);
    await waitForHydration(page);
    await expect.poll(() => consentCalls(page, 'update')).toHaveLength(1);
    expect((await consentCalls(page, 'update'))[0]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    await page.waitForTimeout(500);
    expect(tagManager.requests()).toHaveLength(2);
  });

  test('the banner and the preferences are keyboard accessible and axe-clean', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'DE');
    await interceptTagManager(page);
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    expect(await axeViolations(page, '#cc-main')).toEqual([]);

    // Reach 'Manage preferences' with the keyboard and open it with Enter.
    await banner.getByRole('button', { name: 'Manage preferences' }).focus();
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('dialog', { name: 'Your Privacy Choices' });
    await expect(preferences).toBeVisible();
    expect(await axeViolations(page, '#cc-main')).toEqual([]);

    // Switch on Functional only, with the keyboard, and save.
    const functional = preferences.getByRole('checkbox', { name: 'Functional' });
    await functional.focus();
    await page.keyboard.press('Space');
    await expect(functional).toBeChecked();
    await expect(preferences.getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
    await expect(preferences.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled();
    await preferences.getByRole('button', { name: 'Save my choices' }).press('Enter');
    await expect(preferences).toBeHidden();
    expect((await consentCalls(page, 'update')).at(-1)).toMatchObject({
      functionality_storage: 'granted',
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });

    // Escape closes the preferences again.
    await page.evaluate(() =>
      (
        window as unknown as { Switchboard: { openPrivacyChoices: () => void } }
      ).Switchboard.openPrivacyChoices(),
    );
    await expect(preferences).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preferences).toBeHidden();
  });
});

test.describe('consent in the US (opt-out)', () => {
  test('shows the opt-out notice while tracking runs until the visitor opts out', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'US');
    const tagManager = await interceptTagManager(page);
    await page.goto('/');
    await waitForHydration(page);
    const notice = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(notice).toBeVisible();
    await expect.poll(() => tagManager.requests().length).toBe(1);
    expect((await consentCalls(page, 'update'))[0]).toMatchObject({ analytics_storage: 'granted' });

    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: 'Opt out' }).click(),
    ]);
    await waitForHydration(page);
    await expect.poll(() => consentCalls(page, 'update')).toHaveLength(1);
    expect((await consentCalls(page, 'update'))[0]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    await page.waitForTimeout(500);
    expect(tagManager.requests()).toHaveLength(1);
  });
});

test.describe('consent elsewhere (notice-only)', () => {
  test('shows no banner, and Your Privacy Choices in the footer opens the preferences', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'JP');
    await interceptTagManager(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => consentCalls(page, 'update')).toHaveLength(1);
    await page.waitForTimeout(300);
    await expect(page.locator('#cc-main .cm')).toBeHidden();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Your Privacy Choices' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Your Privacy Choices' })).toBeVisible();
  });
});

test.describe("the consent defaults come before any of the app's code (decision 0239)", () => {
  test('a slow defaults file holds the app back, so the defaults are the first thing in the data layer', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'US');
    const tagManager = await interceptTagManager(page);
    // Whether the app (Next's client) had started when the defaults defined gtag.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'gtag', {
        configurable: true,
        set(value: unknown) {
          (window as { appBeforeDefaults?: boolean }).appBeforeDefaults = 'next' in window;
          Object.defineProperty(window, 'gtag', { value, writable: true, configurable: true });
        },
      });
    });
    await page.route(/\/scripts\/consent-defaults\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(
      await page.evaluate(() => (window as { appBeforeDefaults?: boolean }).appBeforeDefaults),
    ).toBe(false);
    const [first] = await readDataLayer(page);
    expect(first).toMatchObject({ 0: 'consent', 1: 'default', 2: { ad_storage: 'denied' } });
    // Opt-out: tracking runs once the visitor's model is known, after the defaults.
    await expect.poll(() => tagManager.requests().length).toBe(1);
  });

  test('a defaults file that fails to load does not keep the page from working', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'DE');
    await interceptTagManager(page);
    await page.route(/\/scripts\/consent-defaults\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await waitForHydration(page);
    // The banner's first: the app (which shows the consent banner too) is live.
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.getByRole('button', { name: 'Request a demo' }).first().click();
    await expect(page.getByRole('heading', { name: 'Get a personalized demo' })).toBeVisible();
  });
});

test.describe('the marketing opt-in box in the trial form', () => {
  const OPT_IN_LABEL = 'I do want to receive marketing communications';

  async function openTrialModal(page: Page) {
    await page.goto('/');
    await waitForHydration(page);
    // The box depends on the consent model: wait until it is known.
    await expect.poll(() => consentCalls(page, 'update')).toHaveLength(1);
    await page.evaluate(() =>
      (window as unknown as { Switchboard: { openTrial: () => void } }).Switchboard.openTrial(),
    );
    const trial = page.getByRole('dialog', { name: `Try ${PRODUCT_NAME} for free` });
    await expect(trial.getByLabel('Work email')).toBeVisible();
    return trial;
  }

  test('in Germany it is shown, unchecked', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL!, 'DE');
    await interceptTagManager(page);
    const trial = await openTrialModal(page);
    const optIn = trial.getByRole('checkbox', { name: OPT_IN_LABEL });
    await expect(optIn).toBeVisible();
    await expect(optIn).not.toBeChecked();
  });

  test('in the US there is no box', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL!, 'US');
    await interceptTagManager(page);
    const trial = await openTrialModal(page);
    await expect(trial.getByLabel('Company size')).toBeVisible();
    await expect(trial.getByRole('checkbox', { name: OPT_IN_LABEL })).toHaveCount(0);
  });
});
