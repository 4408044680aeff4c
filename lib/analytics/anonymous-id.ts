import { v4 as uuidv4, validate as isUuid } from 'uuid';
import { ANONYMOUS_ID_STORAGE_KEY } from '@/constants/storage';

/**
 * The visitor's anonymous id (spec section 3): a UUID v4 in local storage under the product-named
 * '.aid' key, generated when absent or unreadable. Null outside the browser or when storage is
 * blocked (private modes), so callers simply omit the header.
 */
export function getAnonymousId(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(ANONYMOUS_ID_STORAGE_KEY);
    if (stored && isUuid(stored)) return stored;
    const fresh = uuidv4();
    window.localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    return null;
  }
}
