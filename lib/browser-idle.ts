/**
 * Runs `then` when the browser has nothing else to do, at the latest after `timeout` ms; where the
 * browser cannot say (no requestIdleCallback: Safari, jsdom), after `fallbackDelay` ms. Returns a
 * function that cancels it. Used to fetch code a visitor will likely need next (decisions 0150,
 * 0184) without competing with what they are doing now.
 */
export function whenBrowserIdle(
  then: () => void,
  timeout: number,
  fallbackDelay: number,
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(then, { timeout });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(then, fallbackDelay);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `then` in a task after the browser's next frame: work that must not hold back the frame
 * showing what a click just added (decision 0224). Returns a function that cancels it.
 */
export function afterNextFrame(then: () => void): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(then, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * afterNextFrame for an async step: a step change that waits for no network answer awaits it, so
 * the frame showing the press comes before the next step is built (decision 0227). Nothing to
 * cancel: a step machine ignores an event that comes after its modal closed. In a hidden tab it
 * resolves when the tab shows again, like the frame itself.
 */
export function nextFrameDone(): Promise<void> {
  return new Promise((resolve) => {
    afterNextFrame(resolve);
  });
}
