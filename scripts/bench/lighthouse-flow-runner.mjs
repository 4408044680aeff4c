// Lighthouse timespans of the demo's and the trial's first step (issue 19, item 4): on the home page
// after it has finished loading, under Lighthouse's mobile throttling applied for real (timespans
// cannot simulate it): 4x CPU slowdown and slow 4G. Prints each flow's INP and TBT as JSON.
// The screen is Lighthouse's desktop one: the header's 'Request a demo' and 'Try for free' show from
// 1,024 px (on a phone they sit in the menu), and a hidden trigger made the flows time out.
// With FLOOR_ORIGIN, each flow also runs on the floor's trivial modals (its /modal page, the same
// labels), right after the site's: INP beside the stack's floor in the same run.
// Run with tsx (it imports inp-interaction.ts). Usage:
// node --import tsx lighthouse-flow-runner.mjs PORT ORIGIN [FLOOR_ORIGIN]
import { startFlow } from 'lighthouse';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { interactionAtInp, interactionAtInpBesideSelectLists } from './inp-interaction.ts';

const [port, origin, floorOrigin] = process.argv.slice(2);

const config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    formFactor: 'desktop',
    screenEmulation: screenEmulationMetrics.desktop,
    emulatedUserAgent: userAgents.desktop,
    throttlingMethod: 'devtools',
    throttling: throttling.mobileSlow4G,
  },
};

const aria = (name) => `::-p-aria(${name})`;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Picks an option the way a visitor does with the keyboard: focus, then the arrow key. */
async function choose(page, label) {
  await page.locator(`select${aria(label)}`).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/**
 * A page that has finished loading, as a visitor finds it: the browser idle, then the pointer
 * moved (the sign of a visitor that starts the modals' idle fetch, decision 0150) and the browser
 * idle again. Without it the timespan's first click raced the page's own hydration and the
 * modal's code, and INP measured the page still loading.
 */
async function settleAsAVisitor(page) {
  const idle = () =>
    page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
    );
  await idle();
  await page.mouse.move(200, 400);
  await page.mouse.move(400, 500);
  await page.waitForNetworkIdle({ idleTime: 500 });
  await idle();
}

const FLOWS = [
  {
    name: 'Demo: first step',
    async run(page) {
      await page.locator(`button${aria('Request a demo')}`).click();
      await page
        .locator(`input${aria('Work email')}`)
        .fill(`inp.${unique()}@lovelace-analytics.example`);
      await choose(page, 'Company size');
      await page.locator(`button${aria('Continue')}`).click();
      await page.locator(aria('Tell us a little more about yourself')).wait();
    },
  },
  {
    name: 'Trial: first step',
    async run(page) {
      await page.locator(`button${aria('Try for free')}`).click();
      await page
        .locator(`input${aria('Work email')}`)
        .fill(`inp.${unique()}@lovelace-analytics.example`);
      await page.locator(`input${aria('First name')}`).fill('Ada');
      await page.locator(`input${aria('Last name')}`).fill('Lovelace');
      await page.locator(`input${aria('Company')}`).fill('Lovelace Analytics');
      await page.locator(`input${aria('Job title')}`).fill('Head of Support');
      await choose(page, 'Industry');
      await page.locator(`input${aria('Phone number')}`).fill('2125550100');
      await choose(page, 'Company size');
      // The email check answers 1.5 s after the last keystroke; a visitor reads it, then continues.
      await page.waitForFunction(() => !document.body.innerText.includes('Checking this email'));
      await page.locator(`button${aria('Continue')}`).click();
      await page.waitForFunction(
        () => !document.querySelector('[role="dialog"] input[name="firstname"]'),
      );
    },
  },
];

/**
 * Records the page's Event Timing entries (what INP is computed from). Lighthouse's own breakdown
 * (work-during-interaction) fails in this Chromium ('frame_sequence'), so the runner reads them.
 */
const OBSERVE_INTERACTIONS = () => {
  window.__interactions = [];
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target;
      window.__interactions.push({
        name: entry.name,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        target: target
          ? target.getAttribute('aria-label') ||
            target.getAttribute('name') ||
            (target.textContent ?? '').trim().slice(0, 40) ||
            target.tagName.toLowerCase()
          : 'an element',
        element: target ? target.tagName.toLowerCase() : '',
      });
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  // Long animation frames name the scripts that held a frame back (what a presentation delay is).
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      window.__longFrames.push({
        startTime: frame.startTime,
        end: frame.startTime + frame.duration,
        scripts: frame.scripts.map((script) => ({
          what: `${script.invoker || script.invokerType} ${(script.sourceURL ?? '').replace(/^.*\//, '')}${script.sourceFunctionName ? `:${script.sourceFunctionName}` : ''}`,
          duration: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame' });
};

const ms = (value) => `${Math.round(value)} ms`;

/**
 * An interaction as the report names it, e.g. "keydown on Work email: 141 ms (input delay 12 ms,
 * processing 40 ms, presentation 89 ms)", with the scripts of the long frames it spans, the
 * longest first.
 */
function described(entry, frames) {
  const scripts = frames
    .filter(
      (frame) => frame.end > entry.startTime && frame.startTime < entry.startTime + entry.duration,
    )
    .flatMap((frame) => frame.scripts)
    .filter((script) => script.duration >= 30)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((script) => `${script.what} ${ms(script.duration)}`);
  return (
    `${entry.name} on ${entry.target}: ${ms(entry.duration)} (input delay ${ms(entry.delay)}, ` +
    `processing ${ms(entry.processing)}, presentation ${ms(entry.duration - entry.delay - entry.processing)})` +
    (scripts.length > 0 ? `; scripts in its long frames: ${scripts.join(', ')}` : '')
  );
}

/**
 * The interaction the flow's INP is made of (inp-interaction.ts), and the one at INP once the
 * presses on a select are left out (each builds the browser's popup page, the same on the floor).
 */
async function inpInteractions(page) {
  const { entries, frames } = await page.evaluate(() => ({
    entries: window.__interactions ?? [],
    frames: window.__longFrames ?? [],
  }));
  const chosen = interactionAtInp(entries);
  const beside = interactionAtInpBesideSelectLists(entries);
  return {
    atInp: chosen ? described(chosen, frames) : null,
    besideSelectLists: beside ? described(beside, frames) : null,
  };
}

/** One timespan of a flow on a page: its INP and TBT, or why it was not measured. */
async function timespan(browser, flowSpec, url) {
  const page = await browser.newPage();
  // Under 4x CPU slowdown each keystroke of a typed field is a task of its own: on a loaded
  // 2-core machine a field takes longer than puppeteer's default 30 s.
  page.setDefaultTimeout(180_000);
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    await settleAsAVisitor(page);
    await page.evaluate(OBSERVE_INTERACTIONS);
    const flow = await startFlow(page, { config });
    await flow.startTimespan({ name: flowSpec.name });
    await flowSpec.run(page);
    const { atInp, besideSelectLists } = await inpInteractions(page);
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    const audits = steps[0].lhr.audits;
    return {
      inpMs: audits['interaction-to-next-paint']?.numericValue ?? null,
      tbtMs: audits['total-blocking-time']?.numericValue ?? null,
      inpInteraction: atInp,
      besideSelectLists,
    };
  } catch (error) {
    return { error: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await page.close();
  }
}

const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
const results = [];
try {
  for (const flowSpec of FLOWS) {
    const site = await timespan(browser, flowSpec, `${origin}/`);
    const result = { name: flowSpec.name, ...site };
    if (floorOrigin && !('error' in site)) {
      const floor = await timespan(browser, flowSpec, `${floorOrigin}/modal`);
      if (!('error' in floor)) Object.assign(result, { floorInpMs: floor.inpMs });
    }
    results.push(result);
  }
} finally {
  browser.disconnect();
}
process.stdout.write(JSON.stringify(results));
