import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { EVENT_MAX_BODY_BYTES } from '@/constants/events';
import { ANONYMOUS_ID_HEADER, ANONYMOUS_ID_STORAGE_KEY } from '@/constants/storage';
import { interceptTagManager, readDataLayer, visitFrom } from '../support/consent';
import { storedConversions, storedEvents } from '../support/event-store';
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
      document.body.appendChild(footer);
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
