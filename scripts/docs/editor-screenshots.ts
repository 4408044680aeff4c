import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PAGE_SINGLETONS } from '@/content/pages/keystatic';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';

/**
 * The screenshots of docs/editing.md, taken from the running editor: `npm run docs:editor-screenshots`
 * against a site started with the editor served (make start, or any local/test-stage server).
 * SITE_URL (default http://localhost:3000), EDITOR_USERNAME (default editor) and EDITOR_PASSWORD
 * (default: data/editor-password.txt) say where and as whom. It only reads: nothing is saved.
 */
const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const OUT = path.join(process.cwd(), 'docs/images/editing');
const username = process.env.EDITOR_USERNAME ?? 'editor';
const password =
  process.env.EDITOR_PASSWORD ??
  fs.readFileSync(path.join(process.env.DATA_DIR ?? 'data', 'editor-password.txt'), 'utf8').trim();

// The editor's first load compiles a large bundle: up to a minute on a small machine.
const EDITOR_LOAD_MS = 120_000;
const HOME_PAGE_FILE = `${PAGE_SINGLETONS.homePage.file}.yaml`;

async function main() {
  const posts = fs
    .readdirSync('content/blog/posts')
    .filter((file) => file.endsWith('.mdoc'))
    .map((file) => ({
      slug: file.replace(/\.mdoc$/, ''),
      draft: /^draft: true$/m.test(fs.readFileSync(`content/blog/posts/${file}`, 'utf8')),
    }));
  const published = posts.find((post) => !post.draft);
  const draft = posts.find((post) => post.draft);
  if (!published || !draft) throw new Error('needs one published and one draft post');
  // The home page's blocks are listed by their headings; the hero's title comes first.
  const [, heroTitle] =
    /title: "(.*)"/.exec(fs.readFileSync(HOME_PAGE_FILE, 'utf8').split('\nblocks:')[1] ?? '') ?? [];
  if (!heroTitle) throw new Error(`needs a hero title in ${HOME_PAGE_FILE}`);

  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      baseURL: SITE,
      httpCredentials: { username, password },
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // Every wait below is for the editor to render, which is slow on a loaded machine.
    page.setDefaultTimeout(EDITOR_LOAD_MS);
    const shots: [string, string, (ready: typeof page) => Promise<unknown>][] = [
      ['1-start.png', '/keystatic', (p) => p.getByText('Blog posts').first().waitFor()],
      [
        '2-blog-posts.png',
        '/keystatic/collection/posts',
        // The rows' titles and dates load after the table itself: wait for a date.
        (p) =>
          p
            .locator('table, [role=grid]')
            .getByText(/^\d{4}-\d{2}-\d{2}$/)
            .first()
            .waitFor(),
      ],
      [
        '3-post.png',
        `/keystatic/collection/posts/item/${published.slug}`,
        (p) => p.getByRole('checkbox', { name: 'Draft' }).waitFor(),
      ],
      [
        '4-banner.png',
        '/keystatic/singleton/announcement',
        (p) => p.getByRole('textbox', { name: 'Text', exact: true }).waitFor(),
      ],
      [
        '6-home-page.png',
        '/keystatic/singleton/homePage',
        (p) => p.getByText(heroTitle).first().waitFor(),
      ],
      [
        '7-home-hero.png',
        '/keystatic/singleton/homePage',
        async (p) => {
          await p.getByText(heroTitle).first().click();
          await p.getByText('Hero (the page heading; first, once)').first().waitFor();
        },
      ],
      [
        '8-navigation.png',
        '/keystatic/singleton/navigation',
        (p) => p.getByText('Header buttons').first().waitFor(),
      ],
      [
        '5-preview.png',
        `/api/keystatic/preview?path=/blog/${draft.slug}`,
        (p) => p.getByText('You are in preview mode').waitFor(),
      ],
    ];
    for (const [file, url, ready] of shots) {
      await page.goto(url, { timeout: EDITOR_LOAD_MS });
      await ready(page);
      await page.waitForTimeout(500); // let the editor's fonts and icons settle
      await page.screenshot({ path: path.join(OUT, file) });
      console.info(`[editor-screenshots] ${file} from ${url}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
