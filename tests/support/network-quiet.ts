import type { Page, Request } from '@playwright/test';

/**
 * Until no request of the page has been under way for `quietMs`, counted from the call. Not
 * Playwright's 'networkidle': a page reaches that state once per navigation, so a later wait for it
 * returns at once, before the requests that a visitor's action starts (the footer's code on focus,
 * the modals' code after the first pointer move, decision 0150) have even begun; and the page can
 * reach it while it still hydrates (in slices, decision 0220).
 *
 * Shared by the journeys and the bench (scripts/bench), which measure a page that has finished
 * loading what a visitor's presence asks for.
 */
export async function networkQuiet(
  page: Page,
  { quietMs = 700, timeoutMs = 15_000 }: { quietMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  // The requests begun since the call: one begun before it ends without leaving one of these
  // looking finished.
  const underWay = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    underWay.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + timeoutMs;
  try {
    while (underWay.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(
          `the page's network was not quiet for ${quietMs} ms within ${timeoutMs} ms (${underWay.size} requests under way)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
