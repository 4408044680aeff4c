import '@/lib/server/only-on-server';
import { SIGN_IN_LINK_TTL_MINUTES } from '@/constants/timings';
import type { Db } from '@/lib/server/db';
import { hashToken, newToken } from './secret-hash';

/** A one-time sign-in token for a user (the first_login_url after signup). */
export async function createSignInToken(db: Db, userId: string, now: number): Promise<string> {
  const { token, tokenHash } = newToken();
  await db
    .insertInto('sign_in_tokens')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      expires_at: now + SIGN_IN_LINK_TTL_MINUTES * 60_000,
    })
    .execute();
  return token;
}

export type SignInTokenResult =
  { status: 'valid'; userId: string } | { status: 'used' | 'expired' | 'unknown' };

/** Uses a sign-in token up. Only the first call for a token can answer 'valid'. */
export async function consumeSignInToken(
  db: Db,
  token: string,
  now: number,
): Promise<SignInTokenResult> {
  const tokenHash = hashToken(token);
  const used = await db
    .updateTable('sign_in_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (used) return { status: 'valid', userId: used.user_id };
  const row = await db
    .selectFrom('sign_in_tokens')
    .select('used_at')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  return { status: row.used_at === null ? 'expired' : 'used' };
}
