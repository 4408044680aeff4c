import type { Page } from '@playwright/test';

/** Script types the browser does not execute (data islands): CSP does not apply to them. */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);

/**
 * The inline scripts of an HTML document that a browser WOULD execute (no src, executable type).
 * Under `script-src 'self'` each of them is blocked, so the list must stay empty.
 */
export function inlineExecutableScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_SCRIPT_TYPES.has(type)) continue;
    if (body.trim() === '') continue;
    found.push(body.trim().slice(0, 120));
  }
  return found;
}

/** The page data (`__NEXT_DATA__`) of a page's HTML, as written: empty when there is none. */
export function pageDataText(html: string): string {
  return /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
}

/**
 * Records what a visitor's browser complains about on a page: CSP violations (reported by the
 * `securitypolicyviolation` DOM event, installed before any page script runs) and console errors.
 */
export async function watchPageProblems(
  page: Page,
): Promise<{ problems: () => Promise<string[]> }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations?: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return {
    problems: async () => {
      const violations = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => []);
      return [...violations, ...consoleErrors];
    },
  };
}

/**
 * Resolves once the app's root has hydrated and run its effects: next/client sets window.next.router
 * before rendering, and the modal context registers window.Switchboard.openDemo in an effect, after
 * the effects of everything inside it (measurement included). The page's parts may still hydrate
 * after this, in idle slices (decision 0150); an event on one hydrates it first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as {
        next?: { router?: unknown };
        Switchboard?: { openDemo?: unknown };
      };
      return Boolean(w.next?.router) && typeof w.Switchboard?.openDemo === 'function';
    },
    undefined,
    { timeout: 15_000 },
  );
}
