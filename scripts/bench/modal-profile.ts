import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { settle } from './modal-opening';

/**
 * Where the main thread's time goes while a visitor opens the demo or trial modal and fills its
 * first step (issue 19 items 3 and 4): a V8 CPU profile per action (the click, each field, the
 * Continue press) under 4x CPU slowdown and slow 4G, its self time shared out per source file
 * through the build's source maps (a `NEXT_SOURCE_MAPS=1` build), and the browser's Event Timing
 * entries (what INP is computed from) for each action.
 *
 * Given a path instead of a modal (`/compare/freshdesk`), it profiles that page's load the same way,
 * on Lighthouse's phone screen, from the navigation until the page is idle: what a TBT above the
 * floor's is made of, per file.
 *
 * Usage: node --import tsx scripts/bench/modal-profile.ts ORIGIN DIST_DIR demo|trial|/path [RUNS]
 */
const [origin = 'http://127.0.0.1:3450', distDir = '.next-e2e', modal = 'demo', runsArg] =
  process.argv.slice(2);
const RUNS_WANTED = Number(runsArg ?? 1);
/** MODAL_PROFILE=trace leaves V8's sampler out (its own cost), keeping the trace. */
const PROFILE = process.env.MODAL_PROFILE !== 'trace';

/** Lighthouse's devtools numbers for its mobile profile, as modal-opening.ts applies them. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();

/** The source map of a served chunk, read from the build folder. */
function consumerFor(url: string): SourceMapConsumer | null {
  if (consumers.has(url)) return consumers.get(url)!;
  let consumer: SourceMapConsumer | null = null;
  const match = /\/_next\/(static\/.+\.js)/.exec(url);
  if (match) {
    const script = path.join(distDir, decodeURIComponent(match[1]!));
    const mapName = fs.existsSync(script)
      ? /\/\/# sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(script, 'utf8'))?.[1]
      : undefined;
    const file = mapName && path.join(path.dirname(script), mapName);
    if (file && fs.existsSync(file))
      consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as never);
  }
  consumers.set(url, consumer);
  return consumer;
}

/** The source file (node_modules package or our path) and function a profile node stands for. */
function origin_(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  if (!frame.url) return { file: `(${frame.functionName || 'program'})`, fn: frame.functionName };
  const consumer = consumerFor(frame.url);
  if (!consumer)
    return { file: frame.url.replace(/^https?:\/\/[^/]+/, ''), fn: frame.functionName };
  const position = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = (position.source ?? '?')
    .replace(/^turbopack:\/\/\/\[project\]\//, '')
    .replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\/.*/, 'pkg:$1');
  return { file: source, fn: position.name ?? frame.functionName };
}

/** Self time (ms) per file and per file + function. */
function selfTimes(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of self) {
    const { file, fn } = origin_(byId.get(id)!.callFrame);
    files.set(file, (files.get(file) ?? 0) + ms);
    const key = `${file} ${fn}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
  }
  // Inclusive time per file of ours (each sample counted once per file on its stack): which
  // components and hooks the work runs under.
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { file, fn } = origin_(byId.get(at)!.callFrame);
      if (file.startsWith('pkg:') || file.startsWith('(') || file.startsWith('turbopack:'))
        continue;
      seen.add(`${file} ${fn}`);
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .filter(([key]) => !key.startsWith('((idle))'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`);
  const busy = [...files]
    .filter(([file]) => file !== '((idle))')
    .reduce((sum, [, ms]) => sum + ms, 0);
  return {
    busy,
    files: top(files, 14),
    functions: top(functions, 14),
    ours: top(inclusive, Number(process.env.MODAL_PROFILE_OURS ?? 20)),
  };
}

/** Event Timing entries (what INP is computed from), collected in the page. */
const OBSERVE_EVENTS = `(() => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__events.push({
        name: e.name, id: e.interactionId, duration: e.duration,
        delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart,
        target: e.target ? (e.target.getAttribute('name') || e.target.tagName) : '',
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

interface EventEntry {
  name: string;
  id: number;
  duration: number;
  delay: number;
  processing: number;
  target: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  ts: number;
  pid: number;
  args?: { data?: unknown };
}

/** The renderer main thread's self time by trace event (style, layout, paint, script...), in ms. */
function traceSummary(events: TraceEvent[]): string {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const onMain = events
    .filter((e) => e.ph === 'X' && main && e.tid === main.tid && e.pid === main.pid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; key: string }[] = [];
  const keyOf = (e: TraceEvent) => {
    const data = e.args?.data as { type?: string; url?: string } | undefined;
    if (e.name === 'EventDispatch') return `EventDispatch:${data?.type}`;
    if (e.name === 'EvaluateScript' || e.name === 'v8.compile')
      return `${e.name}:${(data?.url ?? '').replace(/^.*\//, '')}`;
    return e.name;
  };
  for (const e of onMain) {
    const dur = (e.dur ?? 0) / 1000;
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - dur);
    const key = keyOf(e);
    self.set(key, (self.get(key) ?? 0) + dur);
    stack.push({ end: e.ts + (e.dur ?? 0), key });
  }
  const top = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 16)
    .map(([key, ms]) => `${ms.toFixed(0)} ${key}`);
  const longTasks = onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)
    .map((e) => ((e.dur ?? 0) / 1000).toFixed(0));
  return `  trace self ms: ${top.join('; ')}\n  tasks over 50 ms: ${longTasks.join(' ')}`;
}

async function step(
  page: Page,
  cdp: CDPSession,
  label: string,
  action: () => Promise<void>,
): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __events: unknown[] }).__events = [];
  });
  const traceEvents: TraceEvent[] = [];
  const onData = (data: { value: object[] }) => {
    traceEvents.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,__metadata',
    transferMode: 'ReportEvents',
  });
  if (PROFILE) await cdp.send('Profiler.start');
  const started = Date.now();
  await action();
  const wall = Date.now() - started;
  // Let the last event's paint land before reading the entries.
  await page.waitForTimeout(300);
  const profile = PROFILE
    ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
    : { nodes: [], samples: [], timeDeltas: [] };
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', onData);
  // A page load leaves the observer behind on the old document: no entries then.
  const events = ((await page.evaluate(
    () => (window as unknown as { __events?: EventEntry[] }).__events,
  )) ?? []) as EventEntry[];
  const worst = events.reduce((max, e) => (e.duration > max.duration ? e : max), {
    duration: 0,
  } as EventEntry);
  const times = selfTimes(profile);
  console.log(
    `\n== ${label}: wall ${wall} ms, main thread busy ${times.busy.toFixed(0)} ms, ` +
      `${new Set(events.map((e) => e.id)).size} interactions, worst ${worst.duration.toFixed(0)} ms` +
      (worst.name
        ? ` (${worst.name} on ${worst.target}: delay ${worst.delay.toFixed(0)}, processing ${worst.processing.toFixed(0)})`
        : ''),
  );
  console.log(traceSummary(traceEvents));
  console.log('  by file:\n   ' + times.files.join('\n   '));
  console.log('  by function:\n   ' + times.functions.join('\n   '));
  console.log('  ours, inclusive:\n   ' + times.ours.join('\n   '));
}

async function chooseOption(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press('ArrowDown');
}

/** The page under Lighthouse's mobile throttling, with the sampler ready. */
async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  return cdp;
}

async function profileLoad(page: Page, pagePath: string) {
  const cdp = await throttled(page);
  await page.goto('about:blank');
  await page.evaluate(OBSERVE_EVENTS);
  await step(page, cdp, `load ${pagePath} until the page is idle`, async () => {
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    await settle(page);
  });
  await cdp.detach();
}

async function profileOnce(page: Page) {
  const cdp = await throttled(page);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await settle(page);
  await page.mouse.move(200, 400);
  await page.mouse.move(400, 500);
  await settle(page);
  await page.evaluate(OBSERVE_EVENTS);
  const dialog = page.getByRole('dialog');
  const email = dialog.getByLabel('Work email');
  const trigger = page.locator('header button', {
    hasText: modal === 'demo' ? 'Request a demo' : 'Try for free',
  });
  await step(page, cdp, 'hover and click the trigger, until the email field shows', async () => {
    await trigger.first().hover();
    await trigger.first().click();
    await email.waitFor({ timeout: 60_000 });
  });
  await step(page, cdp, 'type the work email', async () => {
    await email.focus();
    await page.keyboard.type(`ada.${Date.now()}@lovelace-analytics.example`);
  });
  if (modal === 'demo') {
    await step(page, cdp, 'choose a company size', () => chooseOption(page, 'Company size'));
    await step(page, cdp, 'Continue, until step 2 shows', async () => {
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Tell us a little more about yourself').waitFor({ timeout: 60_000 });
    });
  } else {
    await step(page, cdp, 'type first and last name, company, job title', async () => {
      for (const [label, text] of [
        ['First name', 'Ada'],
        ['Last name', 'Lovelace'],
        ['Company', 'Lovelace Analytics'],
        ['Job title', 'Head of Support'],
      ] as const) {
        await dialog.getByLabel(label, { exact: true }).focus();
        await page.keyboard.type(text);
      }
    });
    await step(page, cdp, 'choose an industry', () => chooseOption(page, 'Industry'));
    await step(page, cdp, 'type the phone number', async () => {
      await dialog.getByLabel('Phone number', { exact: true }).focus();
      await page.keyboard.type('2125550100');
    });
    await step(page, cdp, 'choose a company size', () => chooseOption(page, 'Company size'));
    await step(page, cdp, 'Continue, until step 2 shows', async () => {
      await page.waitForFunction(() => !document.body.innerText.includes('Checking this email'));
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await page.waitForFunction(
        () => !document.querySelector('[role="dialog"] input[name="firstname"]'),
        undefined,
        { timeout: 60_000 },
      );
    });
  }
  await cdp.detach();
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let run = 1; run <= RUNS_WANTED; run += 1) {
      console.log(
        `\n######## ${modal}, run ${run}, load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
      );
      // A page load on Lighthouse's phone screen (Moto G Power); the modals on a desktop one.
      const isPage = modal.startsWith('/');
      const context = await browser.newContext({
        viewport: isPage ? { width: 412, height: 823 } : { width: 1440, height: 900 },
      });
      try {
        const page = await context.newPage();
        await (isPage ? profileLoad(page, modal) : profileOnce(page));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
