import { SITE_URL_DEFAULT } from '@/constants/brand';

/**
 * The public origin used in canonical URLs, Open Graph tags, the sitemap, RSS and llms.txt.
 * next.config.ts inlines SITE_URL into NEXT_PUBLIC_SITE_URL at build time, so the server render and
 * the browser agree on it (a runtime-only value would make head tags differ after hydration).
 */
export const SITE_ORIGIN: string = (process.env.NEXT_PUBLIC_SITE_URL || SITE_URL_DEFAULT).replace(
  /\/+$/,
  '',
);

/** Absolute URL of a site path ('/pricing' -> 'https://…/pricing'); absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return path === '/' ? `${SITE_ORIGIN}/` : `${SITE_ORIGIN}${path}`;
}
