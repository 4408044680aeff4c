import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';

/**
 * The JavaScript a visitor's browser runs before they interact: every script the page loads in
 * Chromium at a phone's viewport, without scrolling, pointing or typing, until the network has been
 * idle for a while: the scripts the HTML names, the app's chunks its loader starts after the first
 * paint, and whatever those load by themselves (the consent manager, parts already in view).
 * Code that waits for the visitor (modals, forms and page parts below the first screen) does not
 * load, so it does not count, which is the point of the budget. Each script is gzipped at level 9,
 * like a CDN's static compression (Next's own on-the-fly gzip is within a few percent).
 */
export interface JsWeight {
  files: number;
  gzipBytes: number;
}

/** How long the page must stay without new requests before the count closes. */
const SETTLE_MS = 3_000;

export async function measureJsWeight(pageUrl: string): Promise<JsWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
      sizes.set(
        response.url(),
        response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          .catch(() => 0),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    let count = -1;
    while (count !== sizes.size) {
      count = sizes.size;
      await page.waitForTimeout(SETTLE_MS);
    }
    const gzipBytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
    return { files: sizes.size, gzipBytes };
  } finally {
    await browser.close();
  }
}
