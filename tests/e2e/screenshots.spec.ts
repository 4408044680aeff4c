import type { Page } from '@playwright/test';
import { interceptTagManager, visitFrom } from '../support/consent';
import { waitForHydration } from '../support/page-audit';
import { TEST_CLOCK_MS } from '../support/test-clock';
import { expect, test } from '../support/visitor';

/**
 * Issue 17 item 8 (decision 0142): every template at 375 and 1440 px against the committed
 * baselines in tests/e2e/__screenshots__/, so a change that breaks a layout fails `make test`.
 * After an intended change of look, `make screenshots` draws the baselines again.
 *
 * One route per template (pages that share a template share its risks).
 */
const TEMPLATES: readonly [name: string, path: string][] = [
  ['home', '/'],
  ['product', '/product/ai'],
  ['industry', '/industries/logistics'],
  ['team', '/teams/operations'],
  ['use-case', '/use-case/shared-inbox'],
  ['pricing', '/pricing'],
  ['blog-list', '/blog'],
  ['blog-post', '/blog/writing-slas-you-can-keep'],
  ['customer-stories', '/customer-stories'],
  ['customer-story', '/customer-stories/bramble-and-oak'],
  ['integrations', '/integrations'],
  ['integration', '/integrations/slack'],
  ['compare', '/compare/zendesk'],
  ['resources', '/resources'],
  ['resource', '/resources/shared-inbox-playbook'],
  ['webinar', '/resources/webinars/scaling-support-without-scaling-headcount'],
  ['legal', '/legal/privacy-notice'],
  ['careers', '/jobs'],
  ['job', '/jobs/site-reliability-engineer'],
  ['request-demo', '/request-demo'],
  ['error', '/no-such-page'],
];

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Long pages are compared down to here: enough for every block of a template, small files. */
const MAX_HEIGHT = 4000;

// One browser context and page for the whole spec (no start-up per shot), one route after another.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.18.250.1' },
    reducedMotion: 'reduce',
  });
  // The consent box is decided before the first page: a notice-only country shows none, so no
  // bar covers any layout (its own placement is tested in brand-look.spec.ts).
  await visitFrom(context, baseURL!, 'JP');
  page = await context.newPage();
  await interceptTagManager(page);
  // The tests' instant (decision 0105): dates a script prints are the same on every run.
  await page.clock.install({ time: TEST_CLOCK_MS });
});

test.afterAll(async () => {
  await page.context().close();
});

/** Loads every lazy image now and waits until each is decoded, so none is caught half-drawn. */
async function settle(target: Page) {
  // A full-page shot leaves a `content-visibility: auto` part that is off screen blank (decision
  // 0229): the shot shows every part rendered, as a visitor sees each one on reaching it.
  await target.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // The logo farm's images wait until it comes alive near the screen (decision 0230): the shot
  // goes to the first waiting image, as a visitor reaching the farm, and waits until the live
  // farm has replaced them all (it comes alive as one part).
  // The farm can come alive between looking for it and scrolling to it (on a wide screen it is
  // near at once): scrolled to only while it still waits, never waited for.
  const scrolled = await target.evaluate(() => {
    const waiting = document.querySelector('img[data-waiting]');
    waiting?.scrollIntoView({ block: 'center' });
    return waiting !== null;
  });
  if (scrolled) {
    await target.waitForFunction(() => !document.querySelector('img[data-waiting]'));
    await target.evaluate(() => window.scrollTo(0, 0));
  }
  await target.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // Parts below the first screen come alive after hydration (decision 0150) and may settle their
    // height a moment later; the shot's clip is measured once the page has kept one height for
    // 500 ms (at most 5 s), or a late part cut the page's last line off the shot.
    const deadline = performance.now() + 5000;
    let height = document.documentElement.scrollHeight;
    let since = performance.now();
    while (performance.now() < deadline && performance.now() - since < 500) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = document.documentElement.scrollHeight;
      if (now !== height) {
        height = now;
        since = performance.now();
      }
    }
  });
}

for (const [name, path] of TEMPLATES) {
  test(`${name} (${path}) looks as its baselines at 375 and 1440 px`, async () => {
    for (const viewport of WIDTHS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(path);
      await waitForHydration(page);
      await settle(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
        fullPage: true,
        clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, MAX_HEIGHT) },
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        // Antialiasing may differ by a pixel here and there; a moved block changes far more.
        maxDiffPixelRatio: 0.002,
        timeout: 30_000,
      });
    }
  });
}
