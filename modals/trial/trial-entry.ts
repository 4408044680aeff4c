import Cookies from 'js-cookie';
import { AFFILIATE_COOKIE_DAYS, COOKIES } from '@/constants/storage';
import type { TrialEntry } from './trial-type';

/** Affiliate ids are short slugs; anything else in the parameter is not trusted as one. */
const AFFILIATE_PATTERN = /^[\w.-]{1,100}$/;

/**
 * Reads ?override=true and ?affiliate= (spec section 2). An affiliate from the URL is kept in its
 * cookie as affiliate attribution, so the partner is still credited when the visitor opens the
 * trial later in the visit or comes back within AFFILIATE_COOKIE_DAYS.
 */
export function readTrialEntry(search: string = window.location.search): TrialEntry {
  const params = new URLSearchParams(search);
  const override = params.get('override') === 'true';
  const fromUrl = params.get('affiliate')?.trim() ?? '';
  if (AFFILIATE_PATTERN.test(fromUrl)) {
    Cookies.set(COOKIES.affiliate, fromUrl, {
      expires: AFFILIATE_COOKIE_DAYS,
      sameSite: 'lax',
      path: '/',
      // Scripts read it, so not HttpOnly; over https it never travels in clear.
      secure: window.location.protocol === 'https:',
    });
    return { override, affiliate: fromUrl };
  }
  const stored = Cookies.get(COOKIES.affiliate) ?? '';
  return { override, affiliate: AFFILIATE_PATTERN.test(stored) ? stored : '' };
}
