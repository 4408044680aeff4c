import Cookies from 'js-cookie';
import { AFFILIATE_COOKIE_DAYS, COOKIES } from '@/constants/storage';

/** Affiliate ids are short slugs; anything else in the parameter is not trusted as one. */
const AFFILIATE_PATTERN = /^[\w.-]{1,100}$/;

/** ?affiliate= seen in this visit before cookies were allowed (memory only, see noteAffiliate). */
let noted = '';

function affiliateFrom(search: string): string {
  const value = new URLSearchParams(search).get('affiliate')?.trim() ?? '';
  return AFFILIATE_PATTERN.test(value) ? value : '';
}

/** The affiliate partner remembered for this visitor (spec section 2); empty when there is none. */
export function readAffiliate(): string {
  const stored = Cookies.get(COOKIES.affiliate) ?? '';
  return AFFILIATE_PATTERN.test(stored) ? stored : noted;
}

/** Notes ?affiliate= in memory only, for a visitor who has not allowed measurement cookies yet. */
export function noteAffiliate(search: string = window.location.search): string {
  noted = affiliateFrom(search) || noted;
  return readAffiliate();
}

/**
 * Records ?affiliate= from the URL (or one noted earlier in the visit) in its cookie, so the partner
 * is still credited when the visitor signs up later in the visit or comes back within
 * AFFILIATE_COOKIE_DAYS. The measurement root calls it on every page load and route change once
 * measurement cookies are allowed; the trial modal reads the result. Returns the affiliate in force
 * (the URL's when valid, else the remembered one).
 */
export function captureAffiliate(search: string = window.location.search): string {
  const affiliate = affiliateFrom(search) || (Cookies.get(COOKIES.affiliate) ? '' : noted);
  if (!affiliate) return readAffiliate();
  Cookies.set(COOKIES.affiliate, affiliate, {
    expires: AFFILIATE_COOKIE_DAYS,
    sameSite: 'lax',
    path: '/',
    // Scripts read it, so not HttpOnly; over https it never travels in clear.
    secure: window.location.protocol === 'https:',
  });
  return affiliate;
}
