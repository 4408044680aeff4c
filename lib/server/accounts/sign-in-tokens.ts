import '@/lib/server/only-on-server';
import { SIGN_IN_LINK_TTL_MINUTES } from '@/constants/timings';
import type { Db } from '@/lib/server/db';
import { hashToken, newToken } from './secret-hash';

/** A one-time sign-in token for a user (the first_login_url after signup). */
export function createSignInToken(db: Db, userId: string, now: number): string {
  const { token, tokenHash } = newToken();
  db.prepare('INSERT INTO sign_in_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    tokenHash,
    userId,
    now + SIGN_IN_LINK_TTL_MINUTES * 60_000,
  );
  return token;
}

export type SignInTokenResult =
  { status: 'valid'; userId: string } | { status: 'used' | 'expired' | 'unknown' };

/** Uses a sign-in token up. Only the first call for a token can answer 'valid'. */
export function consumeSignInToken(db: Db, token: string, now: number): SignInTokenResult {
  const tokenHash = hashToken(token);
  const used = db
    .prepare(
      `UPDATE sign_in_tokens SET used_at = ?
        WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
        RETURNING user_id`,
    )
    .get(now, tokenHash, now) as { user_id: string } | undefined;
  if (used) return { status: 'valid', userId: used.user_id };
  const row = db
    .prepare('SELECT used_at FROM sign_in_tokens WHERE token_hash = ?')
    .get(tokenHash) as { used_at: number | null } | undefined;
  if (!row) return { status: 'unknown' };
  return { status: row.used_at === null ? 'expired' : 'used' };
}
