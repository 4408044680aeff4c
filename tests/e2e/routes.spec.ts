import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '@/lib/server/rendering/compile-hints';
import { contentUnderTest } from '../support/content-under-test';
import { waitForHydration } from '../support/page-audit';

/**
 * The single route list (lib/content/routes.ts) drives these checks: every public route of spec
 * section 2 answers 200 with its content in place, exactly one <h1> and a <title> of its own, and
 * sitemap.xml holds exactly the routes meant for it.
 */
const { routes } = contentUnderTest();

test.describe('every public route', () => {
  // One test walks the whole list: ~130 sequential requests, rather than 130 parallel page loads.
  test('answers 200, in place, with exactly one <h1> and its own <title>', async ({ request }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const { path } of routes) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${path}: answered ${response.status()}`);
        continue;
      }
      const html = await response.text();
      const h1Count = (html.match(/<h1[\s>]/g) ?? []).length;
      if (h1Count !== 1) problems.push(`${path}: ${h1Count} <h1> elements`);
      // Rendered in place: React moves late Suspense boundaries into hidden segments behind inline
      // scripts, which the CSP refuses and a visitor without JavaScript never sees
      // (lib/server/rendering/inline-suspense-boundaries.ts puts them back).
      if (/<template id="[BP]:|<div hidden id="S:|<script>/.test(html)) {
        problems.push(`${path}: content out of place (React streaming segments)`);
      }
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
      if (!title) problems.push(`${path}: no <title>`);
      else titles.set(path, title);
    }
    const byTitle = new Map<string, string[]>();
    for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    for (const [title, paths] of byTitle) {
      if (paths.length > 1) problems.push(`"${title}" is the <title> of ${paths.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

test('pages go out without an ETag, while the API and public files still answer a revalidation with 304 (decision 0228)', async ({
  request,
}) => {
  for (const path of ['/', '/pricing', '/blog']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['etag'], path).toBeUndefined();
  }
  const plans = await request.get('/api/pricing');
  const etag = plans.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[0-9a-z]+"$/);
  const again = await request.get('/api/pricing', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  // A file in public/ has no ETag either, and revalidates through its date.
  const icon = await request.get('/favicon.svg');
  const modified = icon.headers()['last-modified'] ?? '';
  expect(modified).not.toBe('');
  const iconAgain = await request.get('/favicon.svg', {
    headers: { 'If-Modified-Since': modified },
  });
  expect(iconAgain.status()).toBe(304);
});

test('sitemap.xml lists exactly the public routes meant for search engines', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const expected = routes.filter((r) => r.inSitemap).map((r) => r.path);
  expect([...inSitemap].sort()).toEqual([...expected].sort());
  // The modal paths show the home page; they are reachable but not listed.
  expect(inSitemap).not.toContain('/request-demo');
  expect(inSitemap).not.toContain('/signup');
});

test('robots.txt allows the site, keeps crawlers out of the API and points at the sitemap', async ({
  request,
}) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toContain('User-agent: *');
  expect(body).toContain('Disallow: /api/');
  expect(body).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test('the blog RSS feed lists every published post and no draft', async ({ request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  const posts = routes.filter((r) => /^\/blog\/(?!page\/|category\/|search$)[^/]+$/.test(r.path));
  expect(links.sort()).toEqual(posts.map((r) => r.path).sort());
  expect(xml).not.toContain('routing-by-intent-lessons');
});

test('llms.txt lists the key pages', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/^# Switchboard\n\n> /);
  for (const path of ['/pricing', '/product', '/customer-stories', '/integrations', '/blog']) {
    expect(body).toMatch(new RegExp(`\\]\\(https?://[^)]+${path.replace(/\//g, '\\/')}\\)`));
  }
});

test('/pricing.json serves the same plans as the pricing page', async ({ request, page }) => {
  const json = (await (await request.get('/pricing.json')).json()) as {
    currency: string;
    plans: {
      slug: string;
      name: string;
      prices: { monthly: number | null; annual: number | null };
    }[];
  };
  expect(json.currency).toBe('USD');
  expect(json.plans.length).toBeGreaterThanOrEqual(3);
  await page.goto('/pricing');
  for (const plan of json.plans) {
    await expect(
      page.getByRole('heading', { level: 2, name: plan.name, exact: true }),
    ).toBeVisible();
  }
  const priced = json.plans.find((p) => p.prices.annual !== null && p.prices.monthly !== null)!;
  const card = page.getByRole('region', { name: priced.name, exact: true });
  await expect(card.getByTestId(`price-${priced.slug}`)).toContainText(`$${priced.prices.annual}`);
  await page.getByRole('button', { name: /Billed monthly/ }).click();
  await expect(card.getByTestId(`price-${priced.slug}`)).toContainText(`$${priced.prices.monthly}`);
});

test("the app's scripts ask the browser to compile them off the main thread (decision 0150)", async ({
  page,
  request,
}) => {
  await page.goto('/pricing');
  await waitForHydration(page);
  // The code the loader inserted (the build's manifests beside it are a few lines of data, no
  // functions to compile).
  const chunks = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src^="/_next/static/chunks/"]')].map(
      (script) => script.getAttribute('src')!,
    ),
  );
  expect(chunks.length).toBeGreaterThan(3);
  for (const src of chunks) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith(`${COMPILE_HINT}\n`), src).toBe(true);
  }
});
