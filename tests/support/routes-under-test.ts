import { contentUnderTest } from './content-under-test';

/** The routes the quality gates (security headers, axe) walk: the site's single route list. */
export const ROUTES_UNDER_TEST: readonly string[] = contentUnderTest().routes.map(
  (route) => route.path,
);

/** API answers the header test checks, one per kind of handler (read-only requests). */
export const API_ROUTES_UNDER_TEST: readonly { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/geoip' },
  { method: 'GET', path: '/api/config/app' },
  { method: 'GET', path: '/api/1/email_available/someone%40acme-logistics.com' },
  { method: 'GET', path: '/api/blog/search?q=inbox' },
  // State-changing endpoints, sent an empty body: their 4xx answer must carry the headers too.
  { method: 'POST', path: '/api/1/noauth/event' },
  { method: 'POST', path: '/api/forms/submissions/v3/integration/submit/0/unknown-form' },
];

/** Splits the route list into `parts` slices so two Playwright workers can share the axe pass. */
export function routeSlices(parts: number): string[][] {
  const size = Math.ceil(ROUTES_UNDER_TEST.length / parts);
  return Array.from({ length: parts }, (_, index) =>
    ROUTES_UNDER_TEST.slice(index * size, (index + 1) * size),
  ).filter((slice) => slice.length > 0);
}
