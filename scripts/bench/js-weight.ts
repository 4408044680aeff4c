import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { SOURCE_MAPPING_URL } from '@/lib/server/rendering/compile-hints';
import { attributeScripts, type JsOwner, type ScriptForAttribution } from './js-attribution';

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
  /** Gzipped bytes by owner (framework, packages, our code), when the build has source maps. */
  byOwner?: Map<JsOwner, number>;
  /** Gzipped bytes of our own code by source file (components/…), with the same maps. */
  ourFiles?: Map<string, number>;
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
    const scripts = new Map<string, Promise<ScriptForAttribution>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      scripts.set(
        response.url(),
        response
          .body()
          .then(async (body) => {
            const source = body.toString('utf8');
            const mapName = SOURCE_MAPPING_URL.exec(source)?.[1];
            // The bench's build has source maps; production serves none, so their comment is
            // left out of the weight.
            const served = mapName ? source.replace(SOURCE_MAPPING_URL, '') : source;
            const gzipBytes = gzipSync(served, { level: 9 }).length;
            // A map that cannot be read leaves the script unattributed, never uncounted.
            const map = mapName
              ? await page.request
                  .get(new URL(mapName, response.url()).href)
                  .then(async (answer) => (answer.ok() ? ((await answer.json()) as object) : null))
                  .catch(() => null)
              : null;
            return { source, gzipBytes, map };
          })
          .catch(() => ({ source: '', gzipBytes: 0, map: null })),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    let count = -1;
    while (count !== scripts.size) {
      count = scripts.size;
      await page.waitForTimeout(SETTLE_MS);
    }
    const measured = await Promise.all(scripts.values());
    const gzipBytes = measured.reduce((sum, script) => sum + script.gzipBytes, 0);
    const mapped = measured.some((script) => script.map !== null);
    return { files: scripts.size, gzipBytes, ...(mapped ? attributeScripts(measured) : {}) };
  } finally {
    await browser.close();
  }
}
