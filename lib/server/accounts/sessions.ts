import '@/lib/server/only-on-server';
import { SESSION_TTL_DAYS } from '@/constants/timings';
import type { Db } from '@/lib/server/db';
import { findAccountUser, type AccountUser } from './accounts';
import { hashToken, newToken } from './secret-hash';

const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

export function createSession(
  db: Db,
  userId: string,
  now: number,
): { token: string; maxAgeS: number } {
  const { token, tokenHash } = newToken();
  db.prepare(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(tokenHash, userId, now, now + SESSION_TTL_MS);
  return { token, maxAgeS: SESSION_TTL_MS / 1000 };
}

/** The signed-in user of a session cookie, or undefined when it is unknown or expired. */
export function sessionUser(db: Db, token: string, now: number): AccountUser | undefined {
  const row = db
    .prepare('SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?')
    .get(hashToken(token), now) as { user_id: string } | undefined;
  return row ? findAccountUser(db, row.user_id) : undefined;
}
