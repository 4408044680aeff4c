import { v4 as uuidv4 } from 'uuid';
import { ANONYMOUS_ID_STORAGE_KEY } from '@/constants/storage';

/** A UUID of versions 1 to 8 (the browser makes a v4), any case: not the nil UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whether a value is an anonymous id the site keeps: the one rule of the browser, which makes a
 * new id in place of any other, and of the server (lib/server/events/anonymous-id.ts). The nil
 * UUID is not one: every visitor could send it alike, and their events would join.
 */
export const isAnonymousId = (value: string): boolean => UUID.test(value);

/**
 * The visitor's anonymous id (spec section 3): a UUID v4 in local storage under the product-named
 * '.aid' key, generated when absent or unreadable. Null outside the browser or when storage is
 * blocked (private modes), so callers simply omit the header.
 */
export function getAnonymousId(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY);
    if (stored && isAnonymousId(stored)) return stored;
    const fresh = uuidv4();
    window.localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    return null;
  }
}
