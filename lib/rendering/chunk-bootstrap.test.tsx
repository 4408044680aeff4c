import fs from 'node:fs';
import path from 'node:path';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { listedScripts, seedChunkFiles } from './document-head';

/**
 * public/scripts/chunk-bootstrap.js, run as the browser runs it: a <script> whose data attributes
 * carry Turbopack's queue seed and the app's scripts (lib/rendering/document-head.tsx).
 */
const LOADER = fs.readFileSync(
  path.join(process.cwd(), 'public/scripts/chunk-bootstrap.js'),
  'utf8',
);

function runLoader(
  scripts: (string | number)[],
  params: object[] = [{ chunk: 'seed' }],
  holdUntilPaint = false,
) {
  const element = document.createElement('script');
  if (holdUntilPaint) element.dataset.holdUntilPaint = '';
  element.dataset.bootstrap = JSON.stringify({ global: 'TURBOPACK', params });
  element.dataset.scripts = JSON.stringify(scripts);
  document.head.appendChild(element);
  // The loader reads its own tag through document.currentScript, as an async script does.
  Object.defineProperty(document, 'currentScript', { configurable: true, value: element });
  new Function(LOADER)();
}

const openedChannels: NodeMessageChannel[] = [];
class OpenedChannel extends NodeMessageChannel {
  constructor() {
    super();
    openedChannels.push(this);
  }
}

/** Lets the loader's one-script-per-task messages run. */
const tasks = (count: number) =>
  new Array(count)
    .fill(0)
    .reduce<Promise<void>>(
      (chain) => chain.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
      Promise.resolve(),
    );

const inserted = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));

describe('the chunk loader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (globalThis as { TURBOPACK?: unknown }).TURBOPACK;
    // A hidden tab paints nothing: the loader starts the app's scripts at once.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    // Browsers have MessageChannel; jsdom does not, Node does.
    Object.assign(globalThis, { MessageChannel: OpenedChannel });
  });

  // A browser collects a finished page's channel; Node keeps an open port alive, and Jest runs
  // in band on two cores, so an unclosed one kept the whole run from exiting.
  afterEach(() => {
    for (const channel of openedChannels.splice(0)) {
      channel.port1.close();
      channel.port2.close();
    }
  });

  it("seeds Turbopack's queue and inserts the app's scripts in order, to run in that order", async () => {
    runLoader([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
    expect((globalThis as { TURBOPACK?: unknown }).TURBOPACK).toEqual([{ chunk: 'seed' }]);
    await tasks(5);
    expect(inserted()).toEqual([
      { src: '/_next/static/chunks/a.js', async: false },
      { src: '/_next/static/chunks/b.js', async: false },
      { src: '/_next/static/chunks/c.js', async: false },
    ]);
  });

  it("loads the seed's chunks that the document lists by their place, in the document's order", async () => {
    const params = [
      // A chunk given as an object (Turbopack allows it) is no file name to count.
      {
        otherChunks: [
          { path: 'static/chunks/styles.css' },
          'static/chunks/a.js',
          'static/chunks/b.js',
        ],
        runtimeModuleIds: [1],
      },
      { otherChunks: ['static/chunks/page.js'], runtimeModuleIds: [2] },
    ];
    const sources = [
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/page.js',
      '/_next/static/build-id/_buildManifest.js',
    ];
    const listed = listedScripts(sources, seedChunkFiles(params));
    // The names the seed carries are not written twice.
    expect(listed).toEqual([
      0,
      1,
      '/_next/static/chunks/runtime.js',
      2,
      '/_next/static/build-id/_buildManifest.js',
    ]);
    runLoader(listed, params);
    await tasks(7);
    expect(inserted().map((script) => script.src)).toEqual(sources);
  });

  it('skips a place that names no chunk of the seed, and loads the rest', async () => {
    runLoader([0, 5, '/_next/static/chunks/runtime.js'], [{ otherChunks: ['static/chunks/a.js'] }]);
    await tasks(4);
    expect(inserted().map((script) => script.src)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/runtime.js',
    ]);
  });

  it('inserts one script per task, so starting the app never blocks input for long', () => {
    // A channel whose messages (the browser's tasks) the test hands over one at a time.
    const pending: (() => void)[] = [];
    class StepChannel {
      port1 = { onmessage: null as null | (() => void), close: () => undefined };
      port2 = { postMessage: () => pending.push(() => this.port1.onmessage?.()) };
    }
    Object.assign(globalThis, { MessageChannel: StepChannel });
    runLoader(['/a.js', '/b.js', '/c.js']);
    expect(inserted()).toEqual([]);
    const perTask: number[] = [];
    while (pending.length > 0) {
      const before = inserted().length;
      pending.shift()!();
      perTask.push(inserted().length - before);
    }
    expect(perTask).toEqual([1, 1, 1]);
  });

  it('waits for the end of the document when it runs while the page is still being parsed', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    try {
      Object.assign(globalThis, { MessageChannel: undefined });
      runLoader(['/scripts/consent-defaults.js', '/a.js']);
      expect(inserted()).toEqual([]);
      Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
      document.dispatchEvent(new Event('DOMContentLoaded'));
      // The scripts that come before the app first, then the app's, each to run in that order.
      expect(inserted()).toEqual([
        { src: '/scripts/consent-defaults.js', async: false },
        { src: '/a.js', async: false },
      ]);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('without a reported first paint, starts the app 3 s after the document and its stylesheets are in, not before', () => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    // A browser that never reports the first contentful paint.
    class SilentObserver {
      observe() {}
      disconnect() {}
    }
    Object.assign(globalThis, { MessageChannel: undefined, PerformanceObserver: SilentObserver });
    try {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = '/_next/static/css/shell.css';
      document.head.appendChild(sheet);
      runLoader(['/a.js'], undefined, true);
      jest.advanceTimersByTime(10_000);
      expect(inserted()).toEqual([]);
      // Parsed, the stylesheet still on its way.
      Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
      document.dispatchEvent(new Event('DOMContentLoaded'));
      jest.advanceTimersByTime(10_000);
      expect(inserted()).toEqual([]);
      sheet.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(2_999);
      expect(inserted()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(inserted()).toEqual([{ src: '/a.js', async: false }]);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
      jest.useRealTimers();
    }
  });

  it('never inserts a chunk that Turbopack already inserted itself', async () => {
    runLoader(['/a.js', '/runtime.js', '/page.js']);
    // The runtime ran early and asked for the page's chunk before the loader reached it.
    const early = document.createElement('script');
    early.src = '/page.js';
    document.head.appendChild(early);
    await tasks(5);
    expect(inserted().map((script) => script.src)).toEqual(['/page.js', '/a.js', '/runtime.js']);
  });

  it('inserts them all at once in a browser without MessageChannel', () => {
    Object.assign(globalThis, { MessageChannel: undefined });
    runLoader(['/a.js', '/b.js']);
    expect(inserted().map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('notes the last button pressed before React listens, and none after: React runs those itself', () => {
    runLoader([]);
    document.body.innerHTML =
      '<button type="button" id="demo">Request a demo</button><button type="button" id="trial">Try for free</button>';
    document.getElementById('demo')!.click();
    window.__switchboardReactListens!();
    document.getElementById('trial')!.click();
    expect(window.__switchboardEarlyClick!()).toBe(document.getElementById('demo'));
  });

  it("holds a submit nothing handled yet, instead of reloading the page with the visitor's values", () => {
    runLoader([]);
    document.body.innerHTML =
      '<form id="early" action="#"><input name="email"></form><form id="live"></form><form id="search" action="/search"></form>';
    const submit = (id: string) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // A live form handles its own submit (formik prevents the default).
    document.getElementById('live')!.addEventListener('submit', (event) => event.preventDefault());
    window.__switchboardHeldSubmit = null;
    expect(submit('live')).toBe(true);
    expect(window.__switchboardHeldSubmit).toBeNull();
    // A form with an action posts where it says.
    expect(submit('search')).toBe(false);
    expect(window.__switchboardHeldSubmit).toBeNull();
    // The server's markup of a form not live yet (formik's action="#"): held for the form to send.
    expect(submit('early')).toBe(true);
    expect(window.__switchboardHeldSubmit).toBe(document.getElementById('early'));
  });
});
