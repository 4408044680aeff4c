import * as ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydration-in-slices';

const serverLog: string[] = [];
/** What the browser does in that timer, beside noting it (a visitor's click). */
let inTheTimer: (() => void) | undefined;

/** Keeps the main thread busy, as rendering a heavy part does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A part that takes 2 ms to render: forty of them, a page that takes 80 ms to hydrate. */
function SlowPart({ index, log }: { index: number; log: string[] }) {
  busyFor(2);
  // The first part to hydrate queues a timer: the browser's own work (a paint, a keystroke).
  if (index === 0 && log !== serverLog)
    setTimeout(() => {
      log.push('timer');
      inTheTimer?.();
    }, 0);
  log.push(`part ${index}`);
  return <p>Part {index}</p>;
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      <button type="button" onClick={() => log.push('clicked')}>
        Request a demo
      </button>
      {Array.from({ length: 40 }, (_, index) => (
        <SlowPart key={index} index={index} log={log} />
      ))}
    </main>
  );
}

/** Hydrates the server's HTML of Page with the given hydrateRoot; returns what ran, in order. */
async function hydrateBesideATimer(hydrate: typeof ReactDOMClient.hydrateRoot) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={serverLog} />);
  document.body.appendChild(container);
  const log: string[] = [];
  const hydrated = new Promise<void>((resolve) => {
    hydrate(container, <Page log={log} />);
    const parts = () => log.filter((entry) => entry.startsWith('part')).length;
    const wait = () => (parts() >= 40 ? resolve() : setTimeout(wait, 5));
    setTimeout(wait, 5);
  });
  await hydrated;
  await new Promise((resolve) => setTimeout(resolve, 20));
  container.remove();
  return log;
}

describe('hydration in slices (decision 0220)', () => {
  beforeAll(() => {
    // Hydration here runs on React's own scheduler, as in the browser, not inside act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('hands the browser back while it hydrates: a waiting timer runs before the page is done', async () => {
    const client = { hydrateRoot: ReactDOMClient.hydrateRoot };
    hydrateInSlices(client);
    const log = await hydrateBesideATimer(client.hydrateRoot);
    expect(log.filter((entry) => entry.startsWith('part'))).toHaveLength(40);
    const timerAt = log.indexOf('timer');
    expect(timerAt).toBeGreaterThan(0);
    expect(timerAt).toBeLessThan(40);
  });

  it("React's bare hydrateRoot, as the Pages Router calls it, keeps the browser waiting to the end", async () => {
    const log = await hydrateBesideATimer(ReactDOMClient.hydrateRoot);
    expect(log.indexOf('timer')).toBe(40);
  });

  it('a click while the page hydrates still reaches its handler', async () => {
    const client = { hydrateRoot: ReactDOMClient.hydrateRoot };
    hydrateInSlices(client);
    inTheTimer = () => {
      inTheTimer = undefined;
      document.querySelector<HTMLButtonElement>('main button')!.click();
    };
    const log = await hydrateBesideATimer(client.hydrateRoot);
    inTheTimer = undefined;
    // Clicked halfway (the timer came between two slices): React hydrated the whole page at once,
    // then ran the handler, once.
    expect(log.indexOf('timer')).toBeLessThan(40);
    const clickedAt = log.indexOf('clicked');
    expect(clickedAt).toBeGreaterThan(log.indexOf('timer'));
    expect(new Set(log.slice(0, clickedAt).filter((entry) => entry.startsWith('part'))).size).toBe(
      40,
    );
    expect(log.filter((entry) => entry === 'clicked')).toHaveLength(1);
  });

  it('returns the root, which renders later updates as before, and tells the loader React listens', async () => {
    const client = { hydrateRoot: ReactDOMClient.hydrateRoot };
    hydrateInSlices(client);
    window.__switchboardReactListens = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>Shared inbox</p>);
    const root = client.hydrateRoot(container, <p>Shared inbox</p>);
    await new Promise((resolve) => setTimeout(resolve, 20));
    root.render(<p>Help desk</p>);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('Help desk');
    expect(window.__switchboardReactListens).toHaveBeenCalledTimes(1);
    delete window.__switchboardReactListens;
    root.unmount();
  });
});
