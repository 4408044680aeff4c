import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { EVENT_MAX_BODY_BYTES } from '@/constants/events';
import { ANONYMOUS_ID_HEADER, ANONYMOUS_ID_STORAGE_KEY } from '@/constants/storage';
import { interceptTagManager, readDataLayer, visitFrom } from '../support/consent';
import { e2eDatabasePath, storedConversions, storedEvents } from '../support/event-store';
import { waitForHydration } from '../support/page-audit';

async function eventsNamed(page: Page, name: string) {
  return (await readDataLayer(page)).filter((entry) => entry.event === name);
}

/** Makes the page tall enough to scroll, whatever the home page holds today. */
async function makePageTall(page: Page) {
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '6000px';
    spacer.setAttribute('aria-hidden', 'true');
    document.body.appendChild(spacer);
  });
}

/** Scrolls so the bottom of the viewport is at `percent` of the page. */
async function scrollToPercent(page: Page, percent: number) {
  await page.evaluate((target) => {
    const height = document.documentElement.scrollHeight;
    window.scrollTo(0, (height * target) / 100 - window.innerHeight);
  }, percent);
}

test.describe('measurement', () => {
  test('scroll depth fires once each at 50% and 75%, and again after navigating', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'US');
    await interceptTagManager(page);
    await page.goto('/');
    await waitForHydration(page);
    await makePageTall(page);

    // The first load sets the page path without counting a pageview.
    const first = await readDataLayer(page);
    expect(first.some((entry) => entry.page_path === '/' && entry.event === undefined)).toBe(true);
    expect(first.filter((entry) => entry.event === 'page_view')).toEqual([]);

    await scrollToPercent(page, 55);
    await expect.poll(async () => (await eventsNamed(page, 'scroll_depth_50')).length).toBe(1);
    expect(await eventsNamed(page, 'scroll_depth_75')).toHaveLength(0);

    await scrollToPercent(page, 80);
    await expect.poll(async () => (await eventsNamed(page, 'scroll_depth_75')).length).toBe(1);

    // Scrolling up and down again on the same route does not repeat them.
    await scrollToPercent(page, 10);
    await scrollToPercent(page, 95);
    await page.waitForTimeout(300);
    expect(await eventsNamed(page, 'scroll_depth_50')).toHaveLength(1);
    expect(await eventsNamed(page, 'scroll_depth_75')).toHaveLength(1);
    expect((await eventsNamed(page, 'scroll_depth_50'))[0]).toMatchObject({ page_path: '/' });

    // A client-side navigation counts a pageview and resets scroll depth.
    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }
      ).next.router.push('/?section=2'),
    );
    await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
    expect((await eventsNamed(page, 'page_view'))[0]).toMatchObject({
      page_path: '/?section=2',
      previous_path: '/',
    });
    await scrollToPercent(page, 60);
    await expect.poll(async () => (await eventsNamed(page, 'scroll_depth_50')).length).toBe(2);
    await scrollToPercent(page, 90);
    await expect.poll(async () => (await eventsNamed(page, 'scroll_depth_75')).length).toBe(2);

    // With Performance consent (US, opt-out) the same events reach the site's own store.
    const anonymousId = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      ANONYMOUS_ID_STORAGE_KEY,
    );
    expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() => storedEvents(anonymousId!).filter((row) => row.name === 'scroll_depth_50').length)
      .toBe(2);
    const pageView = storedEvents(anonymousId!).find((row) => row.name === 'page_view');
    expect(JSON.parse(pageView!.value)).toMatchObject({ page_path: '/?section=2' });
  });

  test('link clicks are tracked with their location', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL!, 'US');
    await interceptTagManager(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      const footer = document.createElement('div');
      footer.setAttribute('data-click-location', 'Footer');
      footer.innerHTML = '<a href="#pricing-anchor">See pricing</a>';
      // On the first screen: the consent bar sits at the page's bottom edge until a choice.
      document.body.prepend(footer);
    });
    await page.getByRole('link', { name: 'See pricing' }).click();
    await expect
      .poll(async () => (await eventsNamed(page, 'link_click')).length)
      .toBeGreaterThan(0);
    expect((await eventsNamed(page, 'link_click')).at(-1)).toMatchObject({
      link_text: 'See pricing',
      location: 'Footer',
      outbound: false,
    });
  });

  test('a German visitor sends no events to the store before consent', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'DE');
    await interceptTagManager(page);
    const eventPosts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/1/noauth/event')) eventPosts.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page);
    await makePageTall(page);
    await scrollToPercent(page, 90);
    await expect.poll(async () => (await eventsNamed(page, 'scroll_depth_75')).length).toBe(1);
    await page.waitForTimeout(500);
    expect(eventPosts).toEqual([]);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), ANONYMOUS_ID_STORAGE_KEY),
    ).toBeNull();
  });

  test('/api/1/noauth/event stores an event and refuses an oversized one', async ({ request }) => {
    const anonymousId = randomUUID();
    const time = new Date().toISOString();
    const stored = await request.post('/api/1/noauth/event', {
      headers: { [ANONYMOUS_ID_HEADER]: anonymousId },
      data: {
        name: 'link_click',
        value: JSON.stringify({ link_url: '/pricing', location: 'Header' }),
        time,
      },
    });
    expect(stored.status()).toBe(204);
    expect(storedEvents(anonymousId)).toEqual([
      {
        name: 'link_click',
        value: '{"link_url":"/pricing","location":"Header"}',
        occurred_at: time,
        anonymous_id: anonymousId,
      },
    ]);

    const oversized = await request.post('/api/1/noauth/event', {
      headers: { [ANONYMOUS_ID_HEADER]: anonymousId },
      data: {
        name: 'link_click',
        value: JSON.stringify({ blob: 'x'.repeat(EVENT_MAX_BODY_BYTES) }),
        time,
      },
    });
    expect(oversized.status()).toBe(413);
    expect(await oversized.json()).toEqual({
      error: `Event too large (max ${EVENT_MAX_BODY_BYTES} bytes)`,
    });

    const unknown = await request.post('/api/1/noauth/event', {
      headers: { [ANONYMOUS_ID_HEADER]: anonymousId },
      data: { name: 'made_up_event', value: '{}', time },
    });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'name is not a known event' });
    expect(storedEvents(anonymousId)).toHaveLength(1);
  });
});

/** The stored lead for an address: its UTM source column and the fields exactly as submitted. */
function storedLead(email: string) {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT form_id, utm_source, fields_json FROM leads WHERE email = ?')
      .get(email) as { form_id: string; utm_source: string; fields_json: string } | undefined;
    if (!row) return undefined;
    const pairs = JSON.parse(row.fields_json) as { name: string; value: string }[];
    return {
      formId: row.form_id,
      utmSource: row.utm_source,
      field: (name: string) => pairs.find((pair) => pair.name === name)?.value,
    };
  } finally {
    db.close();
  }
}

test.describe('attribution', () => {
  test('the landing campaign is kept across a client-side navigation and reaches the lead', async ({
    page,
    context,
    baseURL,
  }) => {
    await visitFrom(context, baseURL!, 'US');
    await interceptTagManager(page);
    await page.goto('/pricing?utm_source=newsletter&utm_campaign=nov');
    await waitForHydration(page);
    // No form on the pricing page: the landing alone records the campaign.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'sb_attribution')?.value)
      .toContain('newsletter');

    await page.evaluate(() =>
      (
        window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }
      ).next.router.push('/resources'),
    );
    await expect(page).toHaveURL(/\/resources$/);
    await page.getByRole('main').getByRole('button', { name: 'Subscribe to the blog' }).click();
    const dialog = page.getByRole('dialog');
    const address = `utm.${randomUUID().slice(0, 8)}@northwind-freight.com`;
    await dialog.getByLabel('Work email').fill(address);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByRole('heading', { name: "You're subscribed" })).toBeVisible();

    const lead = storedLead(address);
    expect(lead).toMatchObject({ formId: 'blog-subscribe-modal', utmSource: 'newsletter' });
    expect(lead?.field('utm_campaign')).toBe('nov');
    expect(lead?.field('utm_medium')).toBe('(not set)');
  });
});

test.describe('first load', () => {
  test("a page's form is in the HTML, and its code loads only when the form nears the viewport", async ({
    page,
    request,
  }) => {
    const footerForm = 'form[data-form-id="blog-subscribe-footer"]';
    // Without JavaScript the form is there, as the server rendered it.
    expect(await (await request.get('/blog')).text()).toContain(
      'data-form-id="blog-subscribe-footer"',
    );

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/blog');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    const isLive = () =>
      page
        .locator(`${footerForm} input[name="email"]`)
        .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__react')));
    // Far below the fold: still the server's markup, and none of the form system was downloaded.
    expect(await isLive()).toBe(false);
    const before = scripts.length;

    await page.locator(footerForm).scrollIntoViewIfNeeded();
    await expect.poll(isLive).toBe(true);
    expect(scripts.length).toBeGreaterThan(before);
    await page.locator(footerForm).getByLabel('Work email').fill('not-an-email');
    await page.locator(footerForm).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator(footerForm).getByText('Invalid work email')).toBeVisible();
  });
});

test.describe('conversion proxies', () => {
  // printf %s 'ada@lovelace-analytics.example' | sha256sum
  const EMAIL_SHA256 = '85a301fd51cf55792a6ca64cf4d65ac6005bc48f7dfb24c3fac011b80528e1da';

  test('without tokens they record the hashed payload locally and refuse bad input', async ({
    request,
  }) => {
    const eventId = randomUUID();
    const meta = await request.post('/api/fb-conversion-api', {
      data: {
        formObject: {
          Email: 'Ada@Lovelace-Analytics.example',
          FirstName: 'Ada',
          LastName: 'Lovelace',
          ContentName: 'Trial signup',
          currentUrl: 'http://127.0.0.1/signup',
          client_user_agent: 'Mozilla/5.0 (e2e)',
        },
        eventId,
      },
    });
    expect(meta.status()).toBe(202);
    expect(await meta.json()).toEqual({ status: 'recorded' });
    const linkedIn = await request.post('/api/licapi', {
      data: {
        conversion: 'trial',
        eventId,
        conversionHappenedAt: Date.now(),
        email: 'ada@lovelace-analytics.example',
        clickId: '',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(linkedIn.status()).toBe(202);

    const rows = storedConversions(eventId);
    expect(rows.map((row) => [row.provider, row.status])).toEqual([
      ['meta', 'recorded'],
      ['linkedin', 'recorded'],
    ]);
    for (const row of rows) {
      expect(row.payload).toContain(EMAIL_SHA256);
      expect(row.payload.toLowerCase()).not.toContain('ada@lovelace-analytics.example');
    }

    const invalid = await request.post('/api/licapi', {
      data: {
        conversion: 'trial',
        eventId: randomUUID(),
        conversionHappenedAt: Date.now(),
        email: 'not-an-email',
      },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'email must be a valid email' });
  });

  test('identify answers 204 for a visitor without a marketing token', async ({ request }) => {
    const response = await request.get('/api/hs/identify');
    expect(response.status()).toBe(204);
  });
});
