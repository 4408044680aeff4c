import type { Locator, Page } from '@playwright/test';

type PageApiOpener = 'openTrial' | 'openDemo';

/**
 * Visits a page and opens a modal the way page scripts do (`window.Switchboard.openTrial()` /
 * `openDemo()`, registered once the page has hydrated). Returns the dialog.
 */
export async function openThroughPageApi(
  page: Page,
  opener: PageApiOpener,
  path = '/',
): Promise<Locator> {
  await page.goto(path);
  await page.waitForFunction(
    (name) =>
      typeof (window as unknown as { Switchboard?: Record<string, unknown> }).Switchboard?.[
        name
      ] === 'function',
    opener,
  );
  await page.evaluate(
    (name) =>
      (window as unknown as { Switchboard: Record<string, () => void> }).Switchboard[name]?.(),
    opener,
  );
  return page.getByRole('dialog');
}
