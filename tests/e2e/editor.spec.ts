import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DIST_DIR } from '../../playwright.config';
import { contentUnderTest } from '../support/content-under-test';

/**
 * The editor (Keystatic, issue 15, decision 0160) against the production build: who may open it,
 * its Preview link, and that no public page ever loads its code.
 */
const EDITOR = { username: 'editor', password: 'e2e-editor-password' }; // playwright.config.ts
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const { posts: blogPosts } = contentUnderTest();
const draft = blogPosts.find((post) => post.draft)!;

test.describe('editor access', () => {
  test('the editor and its API answer 401 with the challenge without the editor credentials', async ({
    request,
  }) => {
    for (const path of [
      '/keystatic',
      '/keystatic/collection/posts',
      '/api/keystatic/tree',
      `/api/keystatic/preview?path=/blog/${draft.slug}`,
    ]) {
      for (const headers of [{}, { Authorization: basic('editor', 'wrong') }] as Record<
        string,
        string
      >[]) {
        const answer = await request.get(path, { headers: { ...headers, 'no-cors': '1' } });
        expect(answer.status(), path).toBe(401);
        expect(answer.headers()['www-authenticate']).toBe(
          'Basic realm="Switchboard editor", charset="UTF-8"',
        );
      }
    }
    // The lead view's password opens nothing here.
    const marketer = await request.get('/api/keystatic/tree', {
      headers: { Authorization: basic('marketing', 'e2e-leads-password'), 'no-cors': '1' },
    });
    expect(marketer.status()).toBe(401);
  });

  test('a signed-in editor gets the editor, and its API lists the content files', async ({
    request,
  }) => {
    const Authorization = basic(EDITOR.username, EDITOR.password);
    const page = await request.get('/keystatic', { headers: { Authorization } });
    expect(page.status()).toBe(200);
    const tree = await request.get('/api/keystatic/tree', {
      headers: { Authorization, 'no-cors': '1' },
    });
    expect(tree.status()).toBe(200);
    expect(JSON.stringify(await tree.json())).toContain('content/');
    // A Preview link to another site starts no preview session.
    const offSite = await request.get('/api/keystatic/preview?path=//evil.example/', {
      headers: { Authorization },
      maxRedirects: 0,
    });
    expect(offSite.status()).toBe(400);
    expect(await offSite.json()).toEqual({ error: 'path must be a path on this site' });
    expect(offSite.headers()['set-cookie']).toBeUndefined();
  });

  test("an entry's Preview link opens the draft under the preview banner", async ({ browser }) => {
    const context = await browser.newContext({ httpCredentials: EDITOR });
    const page = await context.newPage();
    await page.goto(`/api/keystatic/preview?path=/blog/${draft.slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${draft.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: draft.title })).toBeVisible();
    await expect(page.getByText('You are in preview mode')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exit Preview' })).toBeVisible();
    await context.close();
  });

  test('a legal document opens in the editor with its table, and its Preview link opens its page', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ httpCredentials: EDITOR });
    const page = await context.newPage();
    await page.goto('/keystatic/collection/legalDocuments/item/cookie-policy');
    // The editor's script takes 30-45 s to start on a loaded 2-core machine.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Cookie Policy',
      { timeout: 90_000 },
    );
    // The Markdoc table tag is the editor's own table: its cells are editable in place.
    const table = page.getByRole('textbox', { name: 'Document' }).locator('table');
    await expect(table.getByText('Strictly necessary (always active)')).toBeVisible();
    await expect(table.getByText('Targeting (C0004)')).toBeVisible();

    await page.goto('/api/keystatic/preview?path=/legal/cookie-policy');
    await expect(page).toHaveURL(/\/legal\/cookie-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(page.getByText('You are in preview mode')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'What it does' })).toBeVisible();
    await context.close();
  });

  test('no public page loads any of the editor code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const published = blogPosts.find((post) => !post.draft)!;
    for (const path of ['/', '/pricing', '/blog', `/blog/${published.slug}`, '/product-tour']) {
      await page.goto(path, { waitUntil: 'load' });
    }
    expect(scripts.length).toBeGreaterThan(0);
    // Next fetches its build manifest when the browser is idle; check it on every run, not by chance.
    const nextData = await page.locator('script#__NEXT_DATA__').textContent();
    const buildId = (JSON.parse(nextData ?? '{}') as { buildId?: string }).buildId;
    expect(buildId).toBeTruthy();
    const buildManifest = new URL(`/_next/static/${buildId}/_buildManifest.js`, page.url()).href;
    if (!scripts.includes(buildManifest)) scripts.push(buildManifest);
    for (const url of scripts) {
      expect(url).not.toContain('keystatic');
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      const code = await response.text();
      // makePage and Keystatic's UI name these; no public chunk may carry them.
      expect(code, url).not.toContain('KEYSTATIC_GITHUB_APP_SLUG');
      expect(code, url).not.toContain('@keystar/ui');
      // Next's build manifest lists every route, the guarded /keystatic and /api/keystatic ones
      // included: only those route names may name the editor there.
      const outsideRouteList = /\/_buildManifest\.js$/.test(new URL(url).pathname)
        ? code.replace(/\\?"\/(api\/)?keystatic[^"\\]*\\?"/g, '')
        : code;
      expect(outsideRouteList, url).not.toMatch(/keystatic/i);
    }
  });
});

test.describe('drafts outside preview (issue 15, item 2)', () => {
  const drafts = [
    ...blogPosts
      .filter((post) => post.draft)
      .map((post) => ({ slug: post.slug, title: post.title })),
    ...contentUnderTest()
      .stories.filter((story) => story.draft)
      .map((story) => ({ slug: story.slug, title: story.title })),
  ];

  test('no draft is named in the sitemap, llms.txt, RSS, search, lists, JSON-LD or global props', async ({
    request,
  }) => {
    expect(drafts.length).toBeGreaterThan(1);
    const category = blogPosts.find((post) => post.draft)!.category;
    const answers = [
      '/sitemap.xml',
      '/llms.txt',
      '/blog/rss.xml',
      '/blog',
      `/blog/category/${category}`,
      '/blog/search?q=the',
      '/api/blog/search?q=the',
      '/customer-stories',
      '/api/config/app',
      '/',
    ];
    for (const address of answers) {
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(200);
      const text = await answer.text();
      for (const draft of drafts) {
        expect(text, `${address} names ${draft.slug}`).not.toContain(draft.slug);
        expect(text, `${address} names ${draft.slug}`).not.toContain(draft.title);
      }
    }
  });

  test('no JavaScript the build ships names a draft', () => {
    const staticDir = path.join(E2E_DIST_DIR, 'static');
    const files = fs
      .readdirSync(staticDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = fs.readFileSync(path.join(staticDir, file), 'utf8');
      for (const draft of drafts) {
        expect(code.includes(draft.title), `${file} carries the draft '${draft.title}'`).toBe(
          false,
        );
      }
    }
  });
});
