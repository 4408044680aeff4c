import type { Page } from '@playwright/test';

/** Holds every request to `url` (a glob) until `release()`. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every script of the app: Turbopack's chunks. */
const APP_CODE = '**/_next/static/chunks/**';

/**
 * Holds every script of the app until `release()`: a visitor acts on the server's markup at the
 * earliest moment, the same on any machine (decision 0150).
 */
export const holdAppCode = (page: Page) => holdRequests(page, APP_CODE);

/**
 * The connection drops: every script of the app asked for from here on fails, until the returned
 * function brings the connection back.
 */
export async function refuseAppCode(page: Page): Promise<() => Promise<void>> {
  await page.route(APP_CODE, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(APP_CODE);
}

/**
 * Opens `path` as a quick visitor does: they act the moment the page shows, its app code perhaps
 * held. Not at DOMContentLoaded: the loader is async and render-blocking (decision 0240), so the
 * document may be parsed before anything can be seen, or clicked, by a visitor.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0);
}
