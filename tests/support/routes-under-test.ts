/**
 * The routes the quality gates (security headers, axe) walk. Until the content engineer's single
 * route list (lib/content/routes.ts) lands, a few routes known to exist stand in for it.
 */
export const ROUTES_UNDER_TEST: readonly string[] = ['/'];

/** API answers the header test checks: one per kind of handler that exists today. */
export const API_ROUTES_UNDER_TEST: readonly { method: 'GET' | 'POST'; path: string }[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/geoip' },
];
