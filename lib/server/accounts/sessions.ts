import '@/lib/server/only-on-server';
import { SESSION_TTL_DAYS } from '@/constants/timings';
import type { Db } from '@/lib/server/db';
import { findAccountUser, type AccountUser } from './accounts';
import { hashToken, newToken } from './secret-hash';

const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

export async function createSession(
  db: Db,
  userId: string,
  now: number,
): Promise<{ token: string; maxAgeS: number }> {
  const { token, tokenHash } = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
    })
    .execute();
  return { token, maxAgeS: SESSION_TTL_MS / 1000 };
}

/** The signed-in user of a session cookie, or undefined when it is unknown or expired. */
export async function sessionUser(
  db: Db,
  token: string,
  now: number,
): Promise<AccountUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? findAccountUser(db, row.user_id) : undefined;
}
