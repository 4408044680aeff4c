import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { networkQuiet } from '../../tests/support/network-quiet';
import { RUNS } from './lighthouse';
import type { ModalOpening } from './report';

/**
 * Issue 19 item 3, measured by `make bench` and `npm run bench:overrides`: how long a visitor waits
 * from a click on 'Request a demo' or 'Try for free' to the modal's first step being usable.
 */
/** Lighthouse's devtools numbers for its mobile profile: 4x CPU, slow 4G. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

/** The dialog's first field a visitor can type in. */
const FIRST_FIELD = '[role="dialog"] input:not([type="hidden"]):not([disabled])';

/**
 * Installed before the click, as source text (tsx names the functions of a TypeScript callback
 * with a helper, `__name`, that the page does not have): the time of the trusted pointerdown on
 * the trigger, of the first field's appearance, and of the first typed character reaching it.
 */
const RECORD_TIMES = `(() => {
  const times = (window.__modalOpening = {});
  window.addEventListener('pointerdown', (event) => { times.click ??= event.timeStamp; }, true);
  const seen = () => {
    if (times.shown === undefined && document.querySelector(${JSON.stringify(FIRST_FIELD)})) {
      times.shown = performance.now();
    }
    if (times.shown === undefined) requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
  document.addEventListener('input', (event) => {
    if (times.typed !== undefined || !event.target.closest('[role="dialog"]')) return;
    // Accepted: the field holds the character once the app's handlers ran; the next frame paints it.
    const field = event.target;
    setTimeout(() => {
      if (field.value.includes('a')) {
        requestAnimationFrame(() => setTimeout(() => { times.typed = performance.now(); }, 0));
      }
    }, 0);
  }, true);
})()`;

/**
 * Until the page's network has been quiet for 1 s from this call, then the browser idle. Counted
 * from the call: Playwright's 'networkidle' is reached once per page, so a second wait for it
 * returned at once and the click raced the modals' code, still on its way over slow 4G (decision
 * 0221). Also modal-profile.ts's wait.
 */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page, { quietMs: 1_000, timeoutMs: 30_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
  );
}

interface OpeningTimes {
  click?: number;
  shown?: number;
  typed?: number;
}

/**
 * Milliseconds from a click on a header trigger ('Request a demo', 'Try for free') on a page that
 * has finished loading (load event, network quiet, browser idle, the pointer moved, the page's
 * idle fetch of the modals done) to the modal's first field accepting a typed character and the
 * page painting it: what a visitor waits for before they can type. The pointer moves over the
 * trigger before the click, as a visitor's does (Playwright's real mouse, trusted events), and the
 * character is typed with the real keyboard, so a main thread still busy rendering the modal
 * delays it. Under 4x CPU slowdown and slow 4G.
 */
async function modalClickToInteractive(
  page: Page,
  url: string,
  trigger: string,
): Promise<{ shownMs: number; usableMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  await page.waitForFunction(
    () =>
      typeof (window as unknown as { Switchboard?: { openDemo?: unknown } }).Switchboard
        ?.openDemo === 'function',
  );
  // A visitor moves the pointer before they click (what starts the modals' idle fetch), then the
  // browser settles.
  await page.mouse.move(200, 400);
  await page.mouse.move(400, 500);
  await settle(page);
  await page.evaluate(RECORD_TIMES);
  const button = page.locator('header button', { hasText: trigger }).first();
  await button.hover();
  await button.click();
  const field = page.locator(FIRST_FIELD).first();
  await field.waitFor({ timeout: 30_000 });
  await field.focus();
  await page.keyboard.type('a');
  await page.waitForFunction(
    () =>
      (window as unknown as { __modalOpening: OpeningTimes }).__modalOpening.typed !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  const times = await page.evaluate(
    () => (window as unknown as { __modalOpening: OpeningTimes }).__modalOpening,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  if (times.click === undefined || times.shown === undefined || times.typed === undefined) {
    throw new Error(`the click, the field or the typed character was not seen on '${trigger}'`);
  }
  return {
    shownMs: Math.round(times.shown - times.click),
    usableMs: Math.round(times.typed - times.click),
  };
}

const MODAL_TRIGGERS = ['Request a demo', 'Try for free'];

/** One page measured: the site's, or the floor's trivial modals (scripts/bench/floor/pages/modal.jsx). */
interface OpeningTarget {
  trigger: string;
  url: string;
  usableMs: number[];
  shownMs: number[];
  error?: string;
}

/**
 * Both modals' click to first usable field, `runs` times each in a fresh context (nothing cached),
 * on a desktop-sized window: the header shows both triggers from 1,024 px. With `floorUrl`, the
 * floor's trivial modal with the same trigger is measured right after the site's each time (issue
 * 19: a target beside the stack's floor in the same run). The modals take turns run by run, so a
 * busy minute of the machine hits them all.
 */
export async function measureModalOpenings(
  url: string,
  runs = RUNS,
  floorUrl?: string,
): Promise<ModalOpening[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const measured = MODAL_TRIGGERS.map((trigger) => ({
    site: { trigger, url, usableMs: [], shownMs: [] } as OpeningTarget,
    floor: floorUrl
      ? ({ trigger, url: floorUrl, usableMs: [], shownMs: [] } as OpeningTarget)
      : undefined,
  }));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const target of measured.flatMap(({ site, floor }) =>
        floor ? [site, floor] : [site],
      )) {
        if (target.error) continue;
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        try {
          const times = await modalClickToInteractive(
            await context.newPage(),
            target.url,
            target.trigger,
          );
          target.usableMs.push(times.usableMs);
          target.shownMs.push(times.shownMs);
        } catch (error) {
          target.error = (error as Error).message.split('\n')[0]!;
        } finally {
          await context.close();
        }
      }
    }
    return measured.map(({ site, floor }) => {
      if (site.error) return { trigger: site.trigger, error: site.error };
      return {
        trigger: site.trigger,
        runsMs: site.usableMs,
        shownMs: site.shownMs,
        ...(floor && !floor.error ? { floorRunsMs: floor.usableMs } : {}),
      };
    });
  } finally {
    await browser.close();
  }
}
