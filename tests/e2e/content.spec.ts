import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { siShopify, siWhatsapp } from 'simple-icons';
import { E2E_DIST_DIR } from '../../playwright.config';
import { axeViolations } from '../support/axe';
import { contentUnderTest } from '../support/content-under-test';
import { holdAppCode, openAtFirstPaint } from '../support/hold-app-code';
import { pageDataText, waitForHydration } from '../support/page-audit';

/**
 * The content layer as editors, visitors and machines meet it: preview mode and drafts, the global
 * page context API, blog search with and without JavaScript, JSON-LD on every page, share images.
 */
const PREVIEW_SECRET = 'e2e-preview-secret'; // playwright.config.ts gives the server this secret
const { posts: blogPosts, routes } = contentUnderTest();
const draft = blogPosts.find((post) => post.draft)!;
const draftPath = `/blog/${draft.slug}`;
const draftStory = contentUnderTest().stories.find((story) => story.draft)!;
const draftStoryPath = `/customer-stories/${draftStory.slug}`;

test.describe('preview mode and drafts', () => {
  test('a draft is hidden from visitors: 404, not listed, not searchable, not in the feed', async ({
    request,
  }) => {
    expect((await request.get(draftPath)).status()).toBe(404);
    expect(await (await request.get('/blog')).text()).not.toContain(draft.title);
    expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(draft.slug);
    const search = await (await request.get('/api/blog/search?q=intent')).json();
    expect(JSON.stringify(search)).not.toContain(draft.slug);
  });

  test('a wrong or missing preview secret answers 401 and sets no preview cookie', async ({
    request,
  }) => {
    for (const query of [`secret=wrong&slug=${draft.slug}`, `slug=${draft.slug}`]) {
      const response = await request.get(`/api/preview?${query}`, { maxRedirects: 0 });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid preview secret' });
      expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }
  });

  test('an editor enters preview, reads the draft with the banner, and exits to the same page', async ({
    page,
  }) => {
    await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&slug=${draft.slug}`);
    await expect(page).toHaveURL(draftPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(page.getByText('Draft: visible in preview only')).toBeVisible();
    await expect(page.getByText('You are in preview mode')).toBeVisible();
    // Drafts also show in the lists while previewing.
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: draft.title })).toBeVisible();

    await page.goto(draftPath);
    await page.getByRole('link', { name: 'Exit Preview' }).click();
    await expect(page).toHaveURL(draftPath);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(draft.title);
    expect((await page.request.get(draftPath)).status()).toBe(404);
  });

  test('exit never redirects off the site', async ({ request }) => {
    for (const uri of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const response = await request.get(`/api/preview?exit=true&uri=${encodeURIComponent(uri)}`, {
        maxRedirects: 0,
      });
      expect(response.status(), uri).toBe(400);
      expect(response.headers().location).toBeUndefined();
    }
    // Dot segments and their encodings resolve to '//evil.example', which browsers read as a host.
    for (const uri of ['/.//', '/..//', '/%2e//', '/.%2f/', '/a/..//', '/%252e%252e%252f/']) {
      const response = await request.get(`/api/preview?exit=true&uri=${uri}evil.example`, {
        maxRedirects: 0,
      });
      expect(response.status(), uri).toBe(400);
      expect(response.headers().location, uri).toBeUndefined();
    }
    const ok = await request.get('/api/preview?exit=true&uri=%2Fpricing', { maxRedirects: 0 });
    expect(ok.status()).toBe(307);
    expect(ok.headers().location).toBe('/pricing');
  });

  test('entering preview with a path never redirects off the site either', async ({ request }) => {
    for (const slug of ['/.//', '/%2e//', '/a/..//']) {
      const response = await request.get(
        `/api/preview?secret=${PREVIEW_SECRET}&slug=${slug}evil.example`,
        { maxRedirects: 0 },
      );
      expect(response.status(), slug).toBe(404);
      expect(response.headers().location, slug).toBeUndefined();
      expect(response.headers()['set-cookie'] ?? '', slug).not.toContain('__prerender_bypass');
    }
  });

  test("the build's draft-mode cookie is never handed out, and alone opens no draft", async ({
    request,
  }) => {
    // Next's draft-mode value is fixed per build: anyone who once held it must not read drafts.
    const manifest = JSON.parse(
      fs.readFileSync(`${E2E_DIST_DIR}/prerender-manifest.json`, 'utf8'),
    ) as {
      preview: { previewModeId: string };
    };
    const buildValue = manifest.preview.previewModeId;
    expect(buildValue.length).toBeGreaterThanOrEqual(16);

    const exit = await request.get('/api/preview?exit=true&uri=%2F', { maxRedirects: 0 });
    expect(exit.status()).toBe(307);
    const cleared = exit
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    expect(cleared.some((cookie) => cookie.startsWith('__prerender_bypass=;'))).toBe(true);
    expect(cleared.join('\n')).not.toContain(buildValue);

    for (const draftUrl of [draftPath, draftStoryPath]) {
      const response = await request.get(draftUrl, {
        headers: { cookie: `__prerender_bypass=${buildValue}` },
      });
      expect(response.status(), draftUrl).toBe(404);
    }
  });
});

test.describe('draft customer story', () => {
  test('is hidden from visitors: 404, not listed, not in the filter, not in the sitemap', async ({
    page,
    request,
  }) => {
    expect((await request.get(draftStoryPath)).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(draftStory.slug);
    expect(await (await request.get('/llms.txt')).text()).not.toContain(draftStory.slug);

    await page.goto('/customer-stories');
    await expect(page.getByRole('status')).toHaveText(
      `${contentUnderTest().stories.length - 1} stories`,
    );
    await expect(page.getByRole('link', { name: draftStory.title })).toHaveCount(0);
    // Its industry is one no published story has, so it must not be offered as a filter.
    const industries = await page.getByLabel('Industry').locator('option').allTextContents();
    expect(industries).not.toContain(draftStory.industry);
    expect(await page.content()).not.toContain(draftStory.company);

    // Nor in the JavaScript the directories ship (components must not import the content loaders).
    for (const path of ['/customer-stories', '/integrations', '/', '/pricing', '/blog']) {
      await page.goto(path);
      const scripts = await page.locator('script[src]').evaluateAll((nodes) =>
        nodes
          .map((n) => (n as HTMLScriptElement).src)
          // Our own bundles only: the tag manager is a third-party host, unreachable offline.
          .filter((src) => new URL(src).origin === window.location.origin),
      );
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const src of scripts) {
        expect(await (await request.get(src)).text(), `${path}: ${src}`).not.toContain(
          draftStory.company,
        );
      }
    }
  });

  test('shows in preview: its own page with the draft badge, the list and the filter', async ({
    page,
  }) => {
    await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&slug=${draftStory.slug}`);
    await expect(page).toHaveURL(draftStoryPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftStory.title);
    await expect(page.getByText('Visible in preview only, not to visitors')).toBeVisible();
    await expect(page.getByText('You are in preview mode')).toBeVisible();
    // Only editors see these views, so the route-wide axe pass never does: check them here.
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/customer-stories');
    await expect(page.getByRole('status')).toHaveText(
      `${contentUnderTest().stories.length} stories`,
    );
    await page.getByLabel('Industry').selectOption(draftStory.industry);
    await expect(page.getByRole('status')).toHaveText('1 story');
    const card = page.getByRole('listitem').filter({ hasText: draftStory.title });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('link', { name: draftStory.title }).click();
    await expect(page).toHaveURL(draftStoryPath);

    await page.getByRole('link', { name: 'Exit Preview' }).click();
    await expect(page).toHaveURL(draftStoryPath);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(draftStory.title);
    expect((await page.request.get(draftStoryPath)).status()).toBe(404);
  });
});

test.describe('a document sent once (decision 0237)', () => {
  const agreement = '/legal/saas-services-agreement';
  const address = '500 Howard Street, Suite 400';

  test("the agreement's text is in the page's markup and not again in its page data", async ({
    request,
  }) => {
    const html = await (await request.get(agreement)).text();
    const pageData = pageDataText(html);
    expect(JSON.parse(pageData).props.pageProps.document.title).toBe('SaaS Services Agreement');
    expect(html).toContain(address);
    expect(pageData).not.toContain(address);
    // The page's data file, which a client-side navigation fetches, keeps the text whole.
    const buildId = JSON.parse(pageData).buildId as string;
    const dataFile = await request.get(`/_next/data/${buildId}${agreement}.json`);
    expect(await dataFile.text()).toContain(address);
  });

  test('a visitor reads it once the page is live, after moving to another document and back', async ({
    page,
  }) => {
    await page.goto(agreement);
    await waitForHydration(page);
    await expect(page.getByText(address, { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. Fees and payment' })).toBeVisible();
    // A mark on the window shows that the page was not loaded again: client-side navigations.
    await page.evaluate(() => Object.assign(window, { sameVisit: true }));
    await page
      .getByRole('navigation', { name: 'Other legal documents' })
      .getByRole('link', { name: 'Privacy Notice' })
      .click();
    await expect(page).toHaveURL(/\/legal\/privacy-notice$/);
    await expect(page.getByRole('heading', { name: '1. Who this notice covers' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${agreement}$`));
    await expect(page.getByRole('heading', { name: '4. Fees and payment' })).toBeVisible();
    await expect(page.getByText(address, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => 'sameVisit' in window)).toBe(true);
  });
});

test.describe('GET /api/config/app', () => {
  test('answers the feature flags and the global page props of spec section 3', async ({
    request,
  }) => {
    const response = await request.get('/api/config/app');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(body).sort()).toEqual(['feature-flags', 'global-page-props']);
    const props = body['global-page-props']!;
    expect(Object.keys(props).sort()).toEqual(
      [
        'announcement',
        'blog',
        'categories',
        'featureFlags',
        'lastUpdated',
        'metadata',
        'navigation',
        'previousRoutePath',
      ].sort(),
    );
    expect(body['feature-flags']).toEqual(props.featureFlags);
    expect(Object.values(body['feature-flags']!).every((v) => typeof v === 'boolean')).toBe(true);
    expect(Object.keys(props.navigation as object).sort()).toEqual([
      'blogNav',
      'legalFooter',
      'primaryFooter',
      'primaryNav',
    ]);
    expect(new Date(props.lastUpdated as string).toISOString()).toBe(props.lastUpdated);
    expect(props.previousRoutePath).toBeNull();
    expect((props.categories as unknown[]).length).toBeGreaterThan(0);
  });

  test('refuses other methods with 405', async ({ request }) => {
    const response = await request.post('/api/config/app');
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toContain('GET');
  });
});

test.describe('blog search', () => {
  // 'semaphore' appears in the body of one post only, never in a title or excerpt.
  const target = blogPosts.find((p) => p.body.includes('semaphore'))!;

  test('finds a post by a word in its body as the visitor types', async ({ page }) => {
    expect(`${target.title} ${target.excerpt}`).not.toContain('semaphore');
    await page.goto('/blog/search');
    await page.getByLabel('Search the blog').pressSequentially('semaphore', { delay: 40 });
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link', { name: target.title })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('1 result for “semaphore”');
    await expect(page).toHaveURL(/\/blog\/search\?q=semaphore$/);
  });

  test('works without JavaScript: the form submits and the server renders the results', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog/search');
    await page.getByLabel('Search the blog').fill('semaphore');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=semaphore$/);
    await expect(page.getByRole('link', { name: target.title })).toBeVisible();
    await expect(page.getByText(/work like a semaphore/)).toBeVisible();
    await context.close();
  });
});

type JsonLd = Record<string, unknown> & { '@type': string };

async function jsonLdOf(request: APIRequestContext, path: string): Promise<JsonLd[]> {
  const html = await (await request.get(path)).text();
  return [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as JsonLd);
}

/** The properties search engines need for each type we publish. */
function missingProperties(data: JsonLd): string[] {
  const missing: string[] = [];
  const need = (ok: unknown, what: string) =>
    ok ? undefined : missing.push(`${data['@type']}.${what}`);
  const get = (obj: unknown, key: string) => (obj as Record<string, unknown> | undefined)?.[key];
  need(data['@context'] === 'https://schema.org', '@context');
  switch (data['@type']) {
    case 'Organization':
      need(data.name && data.url && data.logo, 'name/url/logo');
      break;
    case 'WebSite':
      need(data.name && data.url, 'name/url');
      need(
        String(get(get(data.potentialAction, 'target'), 'urlTemplate')).includes('{search_term}'),
        'SearchAction target',
      );
      need(get(data.potentialAction, 'query-input'), 'SearchAction query-input');
      break;
    case 'BreadcrumbList': {
      const items = data.itemListElement as Record<string, unknown>[];
      need(items?.length > 0, 'itemListElement');
      items?.forEach((item, i) =>
        need(item.position === i + 1 && item.name && item.item, `item ${i + 1}`),
      );
      break;
    }
    case 'BlogPosting':
      need(data.headline && data.datePublished && data.image, 'headline/datePublished/image');
      need(get(data.author, 'name'), 'author.name');
      break;
    case 'Product': {
      const offers = data.offers as Record<string, unknown>[];
      need(data.name && offers?.length > 0, 'name/offers');
      offers?.forEach((offer) => need(offer.price && offer.priceCurrency, 'offer price'));
      break;
    }
    case 'FAQPage': {
      const entries = data.mainEntity as Record<string, unknown>[];
      need(entries?.length > 0, 'mainEntity');
      entries?.forEach((q) => need(q.name && get(q.acceptedAnswer, 'text'), 'question'));
      break;
    }
  }
  return missing;
}

test.describe('structured data', () => {
  test('every page has JSON-LD that parses, with Organization, WebSite and required properties', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    for (const { path } of routes) {
      let blocks: JsonLd[];
      try {
        blocks = await jsonLdOf(request, path);
      } catch (error) {
        problems.push(`${path}: JSON-LD does not parse (${String(error)})`);
        continue;
      }
      const types = blocks.map((b) => b['@type']);
      for (const required of ['Organization', 'WebSite']) {
        if (!types.includes(required)) problems.push(`${path}: no ${required}`);
      }
      for (const block of blocks)
        problems.push(...missingProperties(block).map((m) => `${path}: ${m}`));
    }
    expect(problems).toEqual([]);
  });

  test('posts carry BlogPosting and breadcrumbs; pricing carries Product offers and its FAQ', async ({
    request,
  }) => {
    const post = blogPosts.find((p) => !p.draft)!;
    const postTypes = (await jsonLdOf(request, `/blog/${post.slug}`)).map((b) => b['@type']);
    expect(postTypes).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    const pricing = await jsonLdOf(request, '/pricing');
    expect(pricing.map((b) => b['@type'])).toEqual(expect.arrayContaining(['Product', 'FAQPage']));
  });

  test('each page names a generated PNG share image in its Open Graph and Twitter tags', async ({
    request,
  }) => {
    const html = await (await request.get('/pricing')).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
    expect(og).toBeTruthy();
    expect(twitter).toBe(og);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/pricing"/);
    const image = await request.get(
      new URL(og!.replace(/&amp;/g, '&')).pathname + new URL(og!.replace(/&amp;/g, '&')).search,
    );
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });
});

test.describe('directories', () => {
  test('integrations filter by category and by search', async ({ page }) => {
    await page.goto('/integrations');
    // The filters are React state: what a visitor does before the app is live is replayed on a
    // best-effort basis (lib/rendering/early-input.tsx); this journey is about the
    // filters themselves.
    await waitForHydration(page);
    const cards = page.getByRole('list', { name: 'Integrations' });
    await expect(cards.getByRole('listitem')).toHaveCount(35);
    await page.getByRole('radio', { name: /^CRM/ }).check();
    await expect(cards.getByRole('link', { name: 'Salesforce' })).toBeVisible();
    await expect(cards.getByRole('link', { name: 'Slack' })).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('5 of 35 integrations');
    await page.getByRole('radio', { name: /^All categories/ }).check();
    await page.getByLabel('Search integrations').fill('shopify');
    await expect(page.getByRole('status')).toHaveText('1 of 35 integrations');
    await page.getByRole('link', { name: 'Shopify' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switchboard + Shopify');
  });

  test('an integration shows its vendor logo, on a dark tile when the brand colour is light', async ({
    page,
  }) => {
    await page.goto('/integrations/shopify');
    const logo = page.getByTestId('integration-logo');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('aria-hidden', 'true'); // the h1 names the integration
    await expect(logo.locator('path')).toHaveAttribute('d', siShopify.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switchboard + Shopify');

    await page.goto('/integrations/whatsapp-business');
    await expect(page.getByTestId('integration-logo').locator('path')).toHaveAttribute(
      'd',
      siWhatsapp.path,
    );
    // WhatsApp green is too light on white, so it sits on the dark ink tile.
    await expect(page.getByTestId('integration-logo')).toHaveCSS(
      'background-color',
      'rgb(20, 17, 31)',
    );
    await expect(page.getByTestId('integration-logo').locator('svg')).toHaveAttribute(
      'fill',
      `#${siWhatsapp.hex.toLowerCase()}`,
    );
  });

  test('the directory shows a recognisable logo on every card, never a letter tile', async ({
    page,
  }) => {
    await page.goto('/integrations');
    const cards = page.getByRole('list', { name: 'Integrations' }).getByRole('listitem');
    await expect(cards).toHaveCount(35);
    await expect(cards.filter({ has: page.getByTestId('integration-logo') })).toHaveCount(35);
    // Each logo is a cached file of its drawing (decision 0236), drawn once it has loaded: the
    // page's HTML carries no drawing, neither in its markup nor in its props.
    const html = await (await page.request.get('/integrations')).text();
    expect(html).not.toContain(siShopify.path);
    const drawing = async (card: typeof cards) => {
      const image = card.getByTestId('integration-logo').locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      const answer = await page.request.get((await image.getAttribute('src'))!);
      expect(answer.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
      return { image, svg: await answer.text() };
    };
    const shopify = cards.filter({ has: page.getByRole('link', { name: 'Shopify' }) });
    expect((await drawing(shopify)).svg).toContain(`<path d="${siShopify.path}"/>`);
    // Slack's mark is not in simple-icons (removed at the brand's request): its wordmark, drawn.
    const slack = cards.filter({ has: page.getByRole('link', { name: 'Slack', exact: true }) });
    const wordmark = slack.getByTestId('integration-logo');
    await expect(wordmark).toHaveAttribute('data-kind', 'wordmark');
    const slackDrawing = await drawing(slack);
    expect(slackDrawing.svg).toContain('fill="#4a154b"');
    // Drawn, not typed: no letters in the tile, and the word is wider than it is tall.
    await expect(wordmark).toHaveText('');
    const box = (await slackDrawing.image.boundingBox())!;
    expect(box.width).toBeGreaterThan(box.height * 1.5);
    // Every drawn wordmark stays inside its card.
    for (const card of await cards.all()) {
      const cardBox = (await card.boundingBox())!;
      const logoBox = (await card.getByTestId('integration-logo').boundingBox())!;
      expect(logoBox.x + logoBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
  });

  test('a filter picked and a search typed before the app is live still apply', async ({
    page,
  }) => {
    // Hold the app's code until the visitor has acted on the server-rendered controls.
    const release = await holdAppCode(page);
    await openAtFirstPaint(page, '/customer-stories');
    await page.getByLabel('Industry').selectOption('Logistics');
    await expect(page.getByRole('status')).toHaveText('7 stories');
    release();
    await expect(page.getByRole('status')).toHaveText('1 story');
    await expect(page.getByRole('link', { name: /Harbourline Freight/ })).toBeVisible();

    await openAtFirstPaint(page, '/integrations');
    await page.getByLabel('Search integrations').fill('shopify');
    await expect(page.getByRole('status')).toHaveText('1 of 35 integrations');
  });

  test('customer stories filter by industry and company size', async ({ page }) => {
    await page.goto('/customer-stories');
    await waitForHydration(page);
    await page.getByLabel('Industry').selectOption('Logistics');
    await expect(page.getByRole('status')).toHaveText('1 story');
    await expect(page.getByRole('link', { name: /Harbourline Freight/ })).toBeVisible();
    await page.getByLabel('Industry').selectOption('');
    await page.getByLabel('Company size').selectOption({ label: '251-1,000 employees' });
    await expect(page.getByRole('status')).toHaveText('2 stories');
  });
});

test.describe('images', () => {
  test('covers, avatars and logos load without shifting the layout, on a phone too', async ({
    browser,
  }) => {
    const post = blogPosts.find((p) => !p.draft)!;
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of ['/blog', `/blog/${post.slug}`, '/customer-stories', '/pricing']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, `${path} at ${viewport.width}px`).toBeLessThan(0.05);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });
});
