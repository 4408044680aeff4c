import '@/lib/server/only-on-server';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/server/db';
import { serverSecret } from '@/lib/server/secrets';

const GENERATED_KEY_SETTING = 'accounts.code-hmac-key';

/**
 * The key for hashing verification codes. A six-digit code has only a million values, so a plain
 * hash would be reversed at once from a copy of the database: a keyed HMAC is not. SESSION_SECRET
 * when set (production requires it), otherwise a random key generated once into the settings table.
 */
function codeKey(db: Db): Promise<string> {
  return serverSecret(db, GENERATED_KEY_SETTING);
}

/** HMAC of a verification code, bound to its pending signup so equal codes hash differently. */
export async function hashCode(db: Db, pendingSignupId: string, code: string): Promise<string> {
  return createHmac('sha256', await codeKey(db))
    .update(`${pendingSignupId}:${code}`)
    .digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sign-in and session tokens carry 256 random bits: a plain SHA-256 is enough to hide them. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
