import type { Page } from '@playwright/test';

/**
 * Holds every script of the app until `release()`: a visitor acts on the server's markup at the
 * earliest moment, the same on any machine (decision 0150).
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
