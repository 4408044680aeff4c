import Cookies from 'js-cookie';
import { ATTRIBUTION_FIELDS, NOT_SET } from '@/constants/attribution';
import { COOKIES } from '@/constants/storage';
import { cleanHiddenValue } from '@/lib/validation/hidden-values';

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Record<AttributionField, string>;

/** How long the first touch is remembered. */
const ATTRIBUTION_COOKIE_DAYS = 90;

/**
 * An attribution value as every submission can carry it: a tab or line break in a UTM parameter
 * would otherwise get each form refused for as long as the cookie lasts (docs/decisions/0257).
 */
function attributionValue(value: unknown): string {
  return (typeof value === 'string' && cleanHiddenValue(value)) || NOT_SET;
}

/**
 * The attribution of a landing: UTM parameters and ad click ids from the URL, and the referring
 * site. Unset values are '(not set)' (spec section 3).
 */
export function attributionFromLanding(url: string, referrer: string): Attribution {
  let params = new URLSearchParams();
  try {
    params = new URL(url).searchParams;
  } catch {
    // A relative or broken URL carries no attribution.
  }
  const result = {} as Attribution;
  for (const field of ATTRIBUTION_FIELDS) {
    result[field] = attributionValue(field === 'referrer' ? referrer : params.get(field));
  }
  return result;
}

function hasCampaignData(attribution: Attribution): boolean {
  return ATTRIBUTION_FIELDS.some((field) => field !== 'referrer' && attribution[field] !== NOT_SET);
}

export function readAttribution(): Attribution | undefined {
  const raw = Cookies.get(COOKIES.attribution);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const result = {} as Attribution;
    // A cookie stored before values were cleaned is cleaned as it is read.
    for (const field of ATTRIBUTION_FIELDS) result[field] = attributionValue(parsed[field]);
    return result;
  } catch {
    return undefined;
  }
}

/**
 * The first touch of this visit, held in memory only: noted on landing before the visitor allowed
 * measurement cookies (opt-in countries), stored by captureAttribution() once they do, and sent
 * with a form submitted meanwhile. A full page load starts it afresh.
 */
let noted: Attribution | undefined;

/** Notes the landing's attribution in memory (no cookie): the same first-touch rule as the cookie. */
export function noteAttribution(
  url: string = window.location.href,
  referrer: string = document.referrer,
): Attribution {
  const landing = attributionFromLanding(url, externalReferrer(referrer));
  if (!noted || hasCampaignData(landing)) noted = landing;
  return noted;
}

/**
 * Records the attribution of this page view in the attribution cookie. The first touch is kept,
 * unless a later landing carries campaign data of its own (a new campaign replaces an organic first
 * visit); a first touch noted in memory before consent counts as the first touch. The measurement
 * root calls it on every page load and client-side route change once measurement cookies are
 * allowed; forms call it too when they mount (harmless: the same URL gives the same result).
 */
export function captureAttribution(
  url: string = window.location.href,
  referrer: string = document.referrer,
): Attribution {
  const landing = attributionFromLanding(url, externalReferrer(referrer));
  const stored = readAttribution();
  if (stored && !hasCampaignData(landing)) return stored;
  const firstTouch = !hasCampaignData(landing) && noted && hasCampaignData(noted) ? noted : landing;
  Cookies.set(COOKIES.attribution, JSON.stringify(firstTouch), {
    expires: ATTRIBUTION_COOKIE_DAYS,
    sameSite: 'lax',
    path: '/',
    // Scripts read it, so not HttpOnly; over https it never travels in clear.
    secure: window.location.protocol === 'https:',
  });
  return firstTouch;
}

/** A referrer on the site itself is navigation, not attribution. */
function externalReferrer(referrer: string): string {
  if (!referrer || typeof window === 'undefined') return referrer;
  try {
    return new URL(referrer).host === window.location.host ? '' : referrer;
  } catch {
    return '';
  }
}

/** The values added to every submission: each attribution field, '(not set)' when unknown. */
export function attributionFields(): Attribution {
  return readAttribution() ?? noted ?? captureAttribution();
}
