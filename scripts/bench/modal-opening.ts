import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { RUNS } from './lighthouse';
import type { ModalOpening } from './report';

/**
 * Issue 19 item 3, measured by `make bench` and `npm run bench:overrides`: how long a visitor waits
 * from a click on 'Request a demo' or 'Try for free' to the modal's first step being usable.
 */
/** Lighthouse's devtools numbers for its mobile profile: 4x CPU, slow 4G. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

/**
 * The in-page measurement as source text: tsx names the functions of a TypeScript callback with a
 * helper (`__name`) that the page does not have.
 */
const clickToFirstField = (trigger: string) => `(async () => {
  const button = [...document.querySelectorAll('header button')].find(
    (candidate) => candidate.textContent.trim() === ${JSON.stringify(trigger)},
  );
  if (!button) throw new Error(${JSON.stringify(`no header button '${trigger}'`)});
  const start = performance.now();
  button.click();
  const selector = '[role="dialog"] input:not([type="hidden"]):not([disabled])';
  while (!document.querySelector(selector)) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  // Usable: the frame after it appeared was painted, so the main thread is free again.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - start;
})()`;

/**
 * Milliseconds from a click on a header trigger ('Request a demo', 'Try for free') on a page that
 * has finished loading (load event, network quiet, browser idle, the pointer moved) to the modal's
 * first field being present, enabled and the page painting again: what a visitor waits for.
 * Measured in the page, under 4x CPU slowdown and slow 4G.
 */
async function modalClickToInteractive(page: Page, url: string, trigger: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
  );
  await page.waitForFunction(
    () =>
      typeof (window as unknown as { Switchboard?: { openDemo?: unknown } }).Switchboard
        ?.openDemo === 'function',
  );
  // A visitor moves the pointer before they click (what starts the modals' early fetch), then
  // the browser settles.
  await page.mouse.move(200, 400);
  await page.mouse.move(400, 500);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
  );
  const ms = await page.evaluate<number>(clickToFirstField(trigger));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return Math.round(ms);
}

const MODAL_TRIGGERS = ['Request a demo', 'Try for free'];

/**
 * Both modals' click to first usable field, RUNS times each in a fresh context (nothing cached),
 * on a desktop-sized window: the header shows both triggers from 1,024 px.
 */
export async function measureModalOpenings(url: string): Promise<ModalOpening[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const openings: ModalOpening[] = [];
    for (const trigger of MODAL_TRIGGERS) {
      const runsMs: number[] = [];
      try {
        for (let run = 0; run < RUNS; run += 1) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          try {
            runsMs.push(await modalClickToInteractive(await context.newPage(), url, trigger));
          } finally {
            await context.close();
          }
        }
        openings.push({ trigger, runsMs });
      } catch (error) {
        openings.push({ trigger, error: (error as Error).message.split('\n')[0]! });
      }
    }
    return openings;
  } finally {
    await browser.close();
  }
}
