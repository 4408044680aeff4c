import '@/lib/server/only-on-server';
import commonPasswords from 'fxa-common-password-list';

/**
 * Whether a password is one of the most common ones (Mozilla's list, as used by Firefox Accounts).
 * The list is lower-case, so 'Password1' matches 'password1': capitalising a common password does
 * not make it safe. Server-side only: the list is far too big for the browser bundle.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
