import '@/lib/server/only-on-server';
import geoip from 'geoip-lite';
import type { NextApiRequest } from 'next';
import type { ConsentModel } from '@/constants/consent';
import { consentModelForCountry } from '@/lib/consent/consent-model';
import { COOKIES } from '@/constants/storage';
import { env } from '@/lib/env';
import { clientIp, trustsProxyHeaders } from './client-ip';

/**
 * Country headers set by the CDNs the site may sit behind, in the order they are trusted. Believed
 * only behind a proxy we run (TRUSTED_PROXY_HOPS > 0): straight at the origin, a visitor could send
 * any of them (docs/decisions/0075).
 */
export const CDN_COUNTRY_HEADERS = [
  'cf-ipcountry',
  'x-vercel-ip-country',
  'cloudfront-viewer-country',
] as const;

export type CountrySource = 'override-cookie' | 'cdn-header' | 'env-override' | 'geoip' | 'unknown';

export interface GeoLookupInput {
  headers: Record<string, string | string[] | undefined>;
  /** The consent-country override cookie (honoured outside production only). */
  overrideCookie: string | undefined;
  /** GEOIP_COUNTRY_OVERRIDE: the country when no CDN header is present (tests and staging). */
  envOverride: string | undefined;
  ip: string | undefined;
  isProduction: boolean;
  /** Whether the CDN headers can be believed; unset: TRUSTED_PROXY_HOPS > 0. */
  trustCdnHeaders?: boolean;
}

export interface GeoResult {
  countryCode: string | null;
  countryName: string | null;
  consentModel: ConsentModel;
  source: CountrySource;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Cloudflare's "unknown" and "Tor" pseudo-countries. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

function normaliseCountry(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const code = raw?.trim().toUpperCase();
  if (!code || !COUNTRY_CODE.test(code) || NOT_A_COUNTRY.has(code)) return null;
  return code === 'UK' ? 'GB' : code;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/**
 * Where the visitor is: the test/staging cookie (never in production), then the CDN's header (behind
 * a trusted proxy only), then the documented environment override, then the geoip-lite database;
 * else unknown.
 */
export function lookupCountry(input: GeoLookupInput): {
  code: string | null;
  source: CountrySource;
} {
  if (!input.isProduction) {
    const fromCookie = normaliseCountry(input.overrideCookie);
    if (fromCookie) return { code: fromCookie, source: 'override-cookie' };
  }
  if (input.trustCdnHeaders ?? trustsProxyHeaders()) {
    for (const header of CDN_COUNTRY_HEADERS) {
      const fromHeader = normaliseCountry(input.headers[header]);
      if (fromHeader) return { code: fromHeader, source: 'cdn-header' };
    }
  }
  const fromEnv = normaliseCountry(input.envOverride);
  if (fromEnv) return { code: fromEnv, source: 'env-override' };
  if (input.ip) {
    const fromDatabase = normaliseCountry(geoip.lookup(input.ip)?.country);
    if (fromDatabase) return { code: fromDatabase, source: 'geoip' };
  }
  return { code: null, source: 'unknown' };
}

export function geolocate(input: GeoLookupInput): GeoResult {
  const { code, source } = lookupCountry(input);
  return {
    countryCode: code,
    countryName: countryName(code),
    consentModel: consentModelForCountry(code),
    source,
  };
}

/** The country of the visitor behind a request, by the same rules for every route. */
export function geolocateRequest(req: NextApiRequest): GeoResult {
  const { APP_STAGE, GEOIP_COUNTRY_OVERRIDE } = env();
  return geolocate({
    headers: req.headers,
    overrideCookie: req.cookies[COOKIES.consentCountryOverride],
    envOverride: GEOIP_COUNTRY_OVERRIDE,
    ip: clientIp(req),
    isProduction: APP_STAGE === 'production',
  });
}
