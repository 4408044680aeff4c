import type { Page } from '@playwright/test';
import { layoutShiftTotal } from '../support/layout-shift';
import { waitForHydration } from '../support/page-audit';
import { networkQuiet } from '../support/network-quiet';
import { expect, test } from '../support/visitor';

/**
 * Issue 19, item 5 (decision 0199): the header's and the below-the-first-screen parts' CSS come as
 * cached stylesheets, not in every page's HTML, and so do their class names (decision 0235);
 * nothing paints unstyled or shifts when they arrive, and the browser inserts none of the moved
 * rules again.
 */

test.describe.configure({ timeout: 120_000 });

// Lighthouse's phone, whose first screen the targets are measured on.
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1440, height: 900 };
const BELOW_SHEET = /\/_next\/static\/css\/sb-below-[0-9a-f]{16}\.css$/;
const SHELL_SHEET = /\/_next\/static\/css\/sb-shell-[0-9a-f]{16}\.css$/;
/** The footer's background (its default tone), which only the lower stylesheet gives it. */
const FOOTER_BACKGROUND = 'rgb(241, 240, 246)';

/** The inline styled-components sheet's text and the page's linked stylesheets, from its HTML. */
function documentStyles(html: string) {
  const inline = /<style data-styled=""[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  return { inline, links };
}

/** The generated class (not the sc- component id) of the first element a selector finds. */
async function generatedClass(page: Page, selector: string): Promise<string> {
  const classes = (await page.locator(selector).first().getAttribute('class')) ?? '';
  const generated = classes.split(' ').find((name) => name && !name.startsWith('sc-'));
  if (!generated) throw new Error(`${selector} has no styled-components class`);
  return generated;
}

/** The rules of the page's <style> elements: the inline sheet's, and what the browser inserted. */
const rulesInStyleElements = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );

const firstPaints = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);

for (const [path, viewport] of [
  ['/', PHONE],
  ['/', DESKTOP],
  ['/pricing', DESKTOP],
] as const) {
  test(`${path} at ${viewport.width} px: nothing paints unstyled or shifts while the lower stylesheet comes`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let heldRequests = 0;
    await page.route(BELOW_SHEET, async (route) => {
      heldRequests += 1;
      await held;
      await route.continue();
    });
    // 'commit': the test looks at the page while the lower stylesheet is still held.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached();
    await expect.poll(() => heldRequests).toBe(1);
    // A tall screen shows blocks after the hero at once: the page waits for their rules rather
    // than painting them unstyled and moving them when the rules arrive.
    expect(await firstPaints(page)).toBe(0);
    release();
    await expect.poll(() => firstPaints(page)).toBe(1);
    await expect(page.locator('footer').first()).toHaveCSS('background-color', FOOTER_BACKGROUND);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
  });
}

test("no rule of the header or the footer is in home's HTML; their stylesheets are cached CSS", async ({
  page,
  request,
}) => {
  const response = await request.get('/');
  const html = await response.text();
  const { inline, links } = documentStyles(html);
  expect(links).toHaveLength(2);
  const shellHref = links.find((href) => SHELL_SHEET.test(href));
  const belowHref = links.find((href) => BELOW_SHEET.test(href));
  expect(shellHref).toBeDefined();
  expect(belowHref).toBeDefined();
  // The cascade of one sheet: the shell's rules, the inline first screen's, the lower parts'.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.indexOf(shellHref!)).toBeLessThan(head.indexOf('<style data-styled'));
  expect(head.indexOf('<style data-styled')).toBeLessThan(head.indexOf(belowHref!));

  await page.goto('/');
  const footerClass = await generatedClass(page, 'footer');
  const headerClass = await generatedClass(page, 'header');
  const heroHeadingClass = await generatedClass(page, 'h1');
  // The first screen's own rules and class names stay inline; the header's and the footer's
  // travel in their files, whose last rule names them (decision 0235).
  expect(inline).toContain(`.${heroHeadingClass}{`);
  expect(inline).toMatch(new RegExp(`content:"([a-zA-Z]+,)*${heroHeadingClass},`));
  for (const className of [footerClass, headerClass]) {
    expect(inline).not.toContain(`.${className}{`);
    expect(inline).not.toContain(className);
  }

  for (const [href, className] of [
    [shellHref!, headerClass],
    [belowHref!, footerClass],
  ] as const) {
    const sheet = await request.get(href);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const text = await sheet.text();
    expect(text).toContain(`.${className}{`);
    const namesRule = text.trim().split('\n').at(-1)!;
    expect(namesRule).toMatch(/^sb-names\{--sb-names:"[^"]+"\}$/);
    expect(namesRule).toMatch(new RegExp(`[ ]${className}[ |"]`));
  }
});

test('hydration and a footer that comes alive insert none of the moved rules again', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const footerClass = await generatedClass(page, 'footer');
  const headerClass = await generatedClass(page, 'header');
  // The visitor reaches the footer: its code loads and the live footer replaces the markup.
  await page.locator('footer a').first().focus();
  await networkQuiet(page);
  const insertedSelectors = await rulesInStyleElements(page);
  expect(insertedSelectors.length).toBeGreaterThan(0);
  expect(insertedSelectors.filter((rule) => rule.startsWith(`.${footerClass}`))).toEqual([]);
  expect(insertedSelectors.filter((rule) => rule.startsWith(`.${headerClass}`))).toEqual([]);
  // The footer is styled by the linked sheet.
  await expect(page.locator('footer').first()).toHaveCSS('background-color', FOOTER_BACKGROUND);
});

test('a lower stylesheet that does not come: the live footer is styled all the same', async ({
  page,
}) => {
  // Without the file, its class names are not known either (decision 0235): styled-components
  // inserts the footer's rules itself once the footer comes alive.
  await page.route(BELOW_SHEET, (route) => route.abort());
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('footer a').first().focus();
  await networkQuiet(page);
  const footerClass = await generatedClass(page, 'footer');
  const inserted = await rulesInStyleElements(page);
  expect(inserted.filter((rule) => rule.startsWith(`.${footerClass}`)).length).toBeGreaterThan(0);
  await expect(page.locator('footer').first()).toHaveCSS('background-color', FOOTER_BACKGROUND);
});
