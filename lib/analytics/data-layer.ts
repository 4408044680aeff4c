import { EVENT_CALLBACK_TIMEOUT_MS } from '@/constants/timings';

declare global {
  interface Window {
    /** Defined by public/scripts/consent-defaults.js, which runs before any of the app's code. */
    gtag?: (...args: unknown[]) => void;
  }
}

export type DataLayerEntry = Record<string, unknown>;

function dataLayer(): DataLayerEntry[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

export function pushToDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  dataLayer().push(entry);
}

/**
 * gtag() as the tag manager expects it: an Arguments-like entry. Uses the page's gtag when the head
 * script defined it, and the same shape otherwise (tests, or a blocked head script).
 */
export function gtag(...args: unknown[]): void {
  if (typeof window === 'undefined') return;
  if (typeof window.gtag === 'function') {
    window.gtag(...args);
    return;
  }
  // Same as the head script's `dataLayer.push(arguments)`.
  (function pushArguments(..._rest: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager reads an Arguments object
    dataLayer().push(arguments as unknown as DataLayerEntry);
  })(...args);
}

/**
 * Pushes an event whose eventCallback the tag manager calls once its tags ran. If the container never
 * loads (no consent, blocked, offline) the callback would never run: our own timer calls `done` after
 * 10 s instead and logs it (spec section 8: logged only).
 */
export function pushWithCallback(
  entry: DataLayerEntry,
  timeoutMs: number = EVENT_CALLBACK_TIMEOUT_MS,
): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (timedOut) console.info(`[analytics] Event callback timed out: ${String(entry.event)}`);
      resolve();
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    dataLayer().push({ ...entry, eventCallback: () => finish(false), eventTimeout: timeoutMs });
  });
}
