import type { BrowserContext, Page, Route } from '@playwright/test';
import { COOKIES } from '@/constants/storage';

/**
 * Consent test helpers. A visitor's country is forced with the consent-country override cookie,
 * which /api/geoip honours outside production (the e2e server runs in the test stage).
 */
export async function visitFrom(context: BrowserContext, baseURL: string, country: string) {
  await context.addCookies([
    { name: COOKIES.consentCountryOverride, value: country, url: baseURL },
  ]);
}

/**
 * Answers every Google Tag Manager request with an empty script (there is no network here) and
 * counts them: the count is what the visitor's browser would have sent to Google.
 */
export async function interceptTagManager(page: Page): Promise<{ requests: () => string[] }> {
  const seen: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route: Route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtm */' });
  });
  return { requests: () => [...seen] };
}

/** Every request the page makes to a host other than the site itself. */
export function watchThirdPartyRequests(page: Page, baseURL: string): () => string[] {
  const origin = new URL(baseURL).origin;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      seen.push(url);
    }
  });
  return () => [...seen];
}

export type DataLayerEntry = Record<string, unknown>;

/** window.dataLayer as plain objects (gtag's Arguments entries become {0: ..., 1: ...}). */
export function readDataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(entry)) as DataLayerEntry),
  );
}

/** The consent signals of every gtag('consent', kind, ...) call, in order. */
export async function consentCalls(page: Page, kind: 'default' | 'update') {
  const entries = await readDataLayer(page);
  return entries
    .filter((entry) => entry['0'] === 'consent' && entry['1'] === kind)
    .map((entry) => entry['2'] as Record<string, string>);
}
