import type { Locator } from '@playwright/test';
import { webinarHasEnded } from '@/lib/content/resources-browser';
import { FORM_IDS, type FormId } from '@/constants/forms';
import { expect, test } from '../support/browser-clock';
import { holdAppCode, holdRequests, openAtFirstPaint } from '../support/hold-app-code';
import { waitForHydration } from '../support/page-audit';
import { contentUnderTest } from '../support/content-under-test';
import { TEST_CLOCK_MS } from '../support/test-clock';
import { CHUNK_BOOTSTRAP_SRC, CONSENT_DEFAULTS_SRC } from '@/constants/public-scripts';

/**
 * Issue 20 (item 1): no visitor input is lost. A quick visitor acts at the earliest moment the page
 * allows, before the app's code has arrived (held back here until the visitor has acted, so the
 * moment is the same on any machine), and sees what a patient visitor sees, who waits for the
 * page to come alive. The rendering layer (lib/rendering, decision 0150) holds what they did.
 */
const run = Date.now().toString(36);

const upcomingWebinar = contentUnderTest().webinars.find(
  (webinar) => !webinarHasEnded(webinar, TEST_CLOCK_MS),
);

/** Every page form: the page and the form's id. */
const PAGE_FORMS: { path: string; formId: FormId }[] = [
  { path: '/customer-referral', formId: FORM_IDS.customerReferral },
  { path: '/startups', formId: FORM_IDS.startupReferral },
  { path: '/customer-advocacy', formId: FORM_IDS.customerAdvocacy },
  { path: '/partners/channel', formId: FORM_IDS.partnerChannel },
  { path: '/partners/integration', formId: FORM_IDS.partnerIntegration },
  { path: `/resources/webinars/${upcomingWebinar?.slug ?? ''}`, formId: FORM_IDS.webinarSignup },
  { path: '/resources/shared-inbox-playbook', formId: FORM_IDS.resourceDownload },
  { path: '/support-report', formId: FORM_IDS.supportReportDownload },
  { path: '/pricing', formId: FORM_IDS.pricingQuote },
  { path: '/security', formId: FORM_IDS.contactSales },
  { path: '/product-tour', formId: FORM_IDS.productTour },
  { path: '/blog', formId: FORM_IDS.blogSubscribeFooter },
];

/** Types into the form's first text field and presses its submit button. */
async function typeAndSubmit(form: Locator) {
  await form.getByRole('textbox').first().fill('Omar');
  await form.locator('button[type="submit"]').click();
}

/** The messages the form shows, in order (each field's error is an alert). */
function messages(form: Locator) {
  return form.getByRole('alert');
}

test.describe('a quick visitor loses nothing (issue 20)', () => {
  for (const { path, formId } of PAGE_FORMS) {
    test(`${path}: a field typed and Submit pressed before the app is live show the patient visitor's messages`, async ({
      page,
    }) => {
      expect(upcomingWebinar, 'content/resources has an upcoming webinar').toBeDefined();
      const form = page.locator(`form[data-form-id="${formId}"]`);

      await page.goto(path);
      await waitForHydration(page);
      await typeAndSubmit(form);
      await expect(messages(form).first()).toBeVisible();
      const patient = await messages(form).allTextContents();
      expect(patient.length).toBeGreaterThan(0);

      const release = await holdAppCode(page);
      await openAtFirstPaint(page, path);
      await typeAndSubmit(form);
      release();
      await expect(messages(form)).toHaveText(patient);
      // The page did not reload with the values in its address.
      expect(new URL(page.url()).search).toBe('');
    });
  }

  test('/blog: an email typed and sent with Enter before the app is live is subscribed', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await openAtFirstPaint(page, '/blog');
    const band = page.getByRole('region', { name: 'Get the best of the blog in your inbox' });
    await band.getByLabel('Work email').fill(`quick.${run}@northwind-freight.com`);
    await band.getByLabel('Work email').press('Enter');
    release();
    await expect(band.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  });

  test('/blog: an email typed and sent with Enter right after the page loaded is subscribed', async ({
    page,
  }) => {
    await page.goto('/blog');
    const band = page.getByRole('region', { name: 'Get the best of the blog in your inbox' });
    await band.getByLabel('Work email').fill(`load.${run}@northwind-freight.com`);
    await band.getByLabel('Work email').press('Enter');
    await expect(band.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  });

  test('/customer-referral: Submit pressed right after the page loaded shows the messages', async ({
    page,
  }) => {
    await page.goto('/customer-referral');
    const form = page.locator(`form[data-form-id="${FORM_IDS.customerReferral}"]`);
    await form.locator('button[type="submit"]').click();
    await expect(messages(form).first()).toHaveText('Your first name is required');
  });

  for (const { trigger, dialogName } of [
    { trigger: 'Request a demo', dialogName: /personalized demo/i },
    { trigger: 'Try for free', dialogName: /free/i },
  ]) {
    test(`'${trigger}' pressed before the app is live opens the modal at its first step`, async ({
      page,
    }) => {
      const button = page.locator('header').getByRole('button', { name: trigger });
      const dialog = page.getByRole('dialog', { name: dialogName });

      await page.goto('/customer-referral');
      await waitForHydration(page);
      await button.click();
      await expect(dialog.getByRole('textbox').first()).toBeEditable();
      const firstStep = await dialog.getByRole('heading').first().textContent();
      const firstField = await dialog.getByRole('textbox').first().getAttribute('name');

      const release = await holdAppCode(page);
      await openAtFirstPaint(page, '/customer-referral');
      await button.click();
      release();
      await expect(dialog.getByRole('heading').first()).toHaveText(firstStep ?? '');
      await expect(dialog.getByRole('textbox').first()).toBeEditable();
      await expect(dialog.getByRole('textbox').first()).toHaveAttribute('name', firstField ?? '');
    });
  }
});

test.describe('the loader listens before anything shows (decision 0240)', () => {
  test('while the loader is on its way the page stays unpainted; it paints once the loader listens', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {
        listeningAtFirstPaint?: boolean;
        __switchboardEarlyClick?: unknown;
      };
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-paint').length > 0) {
          w.listeningAtFirstPaint = typeof w.__switchboardEarlyClick === 'function';
        }
      }).observe({ type: 'paint', buffered: true });
    });
    const release = await holdRequests(page, `**${CHUNK_BOOTSTRAP_SRC}*`);
    await page.goto('/customer-referral', { waitUntil: 'domcontentloaded' });
    // The document is parsed and styled, its header in place: still nothing a visitor could see.
    await expect(
      page.locator('header').getByRole('button', { name: 'Try for free' }),
    ).toBeAttached();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0);
    release();
    await expect
      .poll(() =>
        page.evaluate(() => (window as { listeningAtFirstPaint?: boolean }).listeningAtFirstPaint),
      )
      .toBe(true);
  });

  test('the loader and the consent defaults are kept a year at the address the page gives', async ({
    page,
    request,
  }) => {
    await page.goto('/pricing');
    const loader = page.locator(`script[src^="${CHUNK_BOOTSTRAP_SRC}"]`);
    await expect(loader).toHaveAttribute('async', '');
    await expect(loader).toHaveAttribute('blocking', 'render');
    const loaderSrc = (await loader.getAttribute('src'))!;
    const listed = JSON.parse((await loader.getAttribute('data-scripts'))!) as unknown[];
    const defaultsSrc = listed.find(
      (src): src is string => typeof src === 'string' && src.startsWith(CONSENT_DEFAULTS_SRC),
    )!;
    for (const src of [loaderSrc, defaultsSrc]) {
      expect(src).toMatch(/\?v=[0-9a-f]{12}$/);
      const response = await request.get(src);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control'], src).toBe('public, max-age=31536000, immutable');
      // Another version (a page of an older build) is checked on every view, as before.
      const other = await request.get(src.replace(/v=[0-9a-f]+$/, 'v=000000000000'));
      expect(other.headers()['cache-control'], src).toBe('public, max-age=0');
    }
  });
});
