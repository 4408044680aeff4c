import { ILLUSTRATION_FORMAT_WIDTHS, ILLUSTRATION_FORMATS } from '@/constants/illustrations';
import { expect, test } from '../support/visitor';

/**
 * Page illustrations reach visitors as AVIF renditions of their drawings, WebP where AVIF is not
 * supported (decisions 0231, 0241): a phone fetches the light file, a sharp laptop screen the 2x
 * one, and no page makes its main thread build an SVG document for a picture.
 */
const PAGE = '/product/omnichannel-support-inbox';
const HERO =
  'One queue of email, live chat, WhatsApp, SMS and Instagram conversations, counted by channel';
const SECTION =
  'A customer’s live chat and her follow-up email kept as one conversation, answered by email';

const SCREENS = [
  {
    name: 'a phone 412 px wide at 1.75x',
    viewport: { width: 412, height: 823 },
    scale: 1.75,
    isMobile: true,
    file: 640,
  },
  {
    name: 'a laptop 1440 px wide at 2x',
    viewport: { width: 1440, height: 900 },
    scale: 2,
    isMobile: false,
    file: 1280,
  },
] as const;

for (const screen of SCREENS) {
  test(`${screen.name} gets the ${screen.file} px AVIF of a product page’s pictures, once each, and no SVG`, async ({
    browser,
    extraHTTPHeaders,
  }) => {
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.scale,
      isMobile: screen.isMobile,
      hasTouch: screen.isMobile,
      extraHTTPHeaders,
    });
    const page = await context.newPage();
    const drawings: string[] = [];
    const heroFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/illustrations\/.*\.svg$/.test(pathname)) drawings.push(request.url());
      if (pathname.includes('/omnichannel-inbox-')) heroFiles.push(pathname);
    });
    await page.goto(PAGE);
    const hero = page.getByRole('img', { name: HERO });
    await expect(hero).toBeVisible();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(new RegExp(`/illustrations/pages/omnichannel-inbox-${screen.file}w\\.avif$`));
    // The hero's preload and its <picture> choose the same file: it is fetched once.
    expect(heroFiles).toEqual([`/illustrations/pages/omnichannel-inbox-${screen.file}w.avif`]);

    // A section's picture waits until it nears the screen, then comes at the same width.
    const section = page.getByRole('img', { name: SECTION });
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() => section.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(new RegExp(`/illustrations/pages/chat-handover-${screen.file}w\\.avif$`));
    expect(drawings).toEqual([]);
    await context.close();
  });
}

test('the resource hub shows its pictures as renditions too, at the width of its cards', async ({
  page,
}) => {
  const drawings: string[] = [];
  page.on('request', (request) => {
    if (/\/illustrations\/.*\.svg$/.test(new URL(request.url()).pathname))
      drawings.push(request.url());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/resources');
  // The featured report's picture, then one per guide card.
  const guides = page
    .getByRole('region', { name: 'Guides and templates' })
    .getByRole('heading', { level: 3 });
  const pictures = page.locator('main img');
  await expect(pictures).toHaveCount((await guides.count()) + 1);
  const shown: string[] = [];
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
      .toMatch(/-640w\.avif$/);
    shown.push(
      new URL(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname,
    );
  }
  expect(shown[0]).toBe('/illustrations/pages/support-report-640w.avif');
  expect(drawings).toEqual([]);
});

test('the renditions are served as AVIF and WebP, and the drawings stay available to whoever opens them', async ({
  request,
}) => {
  for (const format of ILLUSTRATION_FORMATS) {
    for (const width of ILLUSTRATION_FORMAT_WIDTHS[format]) {
      const response = await request.get(`/illustrations/pages/live-chat-${width}w.${format}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(`image/${format}`);
    }
  }
  const drawing = await request.get('/illustrations/pages/live-chat.svg');
  expect(drawing.headers()['content-type']).toBe('image/svg+xml');
});
