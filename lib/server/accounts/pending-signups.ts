import '@/lib/server/only-on-server';
import { randomInt, randomUUID } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@/constants/timings';
import type { Db } from '@/lib/server/db';
import { hashCode, sameHash } from './secret-hash';

export interface PendingSignupInput {
  email: string;
  passwordHash: string;
  affiliate?: string | null;
  origin?: string | null;
  anonymousId?: string | null;
}

export interface PendingSignup {
  id: string;
  email: string;
  passwordHash: string;
  codeHash: string;
  affiliate: string | null;
  origin: string | null;
  anonymousId: string | null;
}

/** Six digits from the operating system's secure random source (leading zeros kept). */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

/**
 * Stores a signup waiting for its code, replacing any earlier one for the same email: only the
 * newest code works, with a fresh 30-minute window and a fresh count of wrong attempts.
 */
export function savePendingSignup(
  db: Db,
  input: PendingSignupInput,
  code: string,
  now: number,
): { id: string; expiresAt: number } {
  const id = randomUUID();
  const expiresAt = now + VERIFICATION_CODE_TTL_MINUTES * 60_000;
  db.prepare(
    `INSERT INTO pending_signups
       (id, email, password_hash, code_hash, affiliate, origin, anonymous_id, failed_attempts, created_at, expires_at)
     VALUES (@id, @email, @passwordHash, @codeHash, @affiliate, @origin, @anonymousId, 0, @now, @expiresAt)
     ON CONFLICT (email) DO UPDATE SET
       id = excluded.id, password_hash = excluded.password_hash, code_hash = excluded.code_hash,
       affiliate = excluded.affiliate, origin = excluded.origin, anonymous_id = excluded.anonymous_id,
       failed_attempts = 0, created_at = excluded.created_at, expires_at = excluded.expires_at`,
  ).run({
    id,
    email: input.email,
    passwordHash: input.passwordHash,
    codeHash: hashCode(db, id, code),
    affiliate: input.affiliate ?? null,
    origin: input.origin ?? null,
    anonymousId: input.anonymousId ?? null,
    now,
    expiresAt,
  });
  return { id, expiresAt };
}

export type CodeCheck =
  | { status: 'valid'; pending: PendingSignup }
  | { status: 'wrong' | 'expired' | 'missing' | 'locked' };

interface PendingRow {
  id: string;
  email: string;
  password_hash: string;
  code_hash: string;
  affiliate: string | null;
  origin: string | null;
  anonymous_id: string | null;
  failed_attempts: number;
  expires_at: number;
}

/**
 * Checks a code for an email. A wrong code counts against the pending signup; after
 * VERIFICATION_CODE_MAX_ATTEMPTS wrong codes it is dead ('locked'), even for the right code, so the
 * million possible codes cannot be walked through.
 */
export function checkVerificationCode(db: Db, email: string, code: string, now: number): CodeCheck {
  const row = db.prepare('SELECT * FROM pending_signups WHERE email = ?').get(email) as
    PendingRow | undefined;
  if (!row) return { status: 'missing' };
  if (row.failed_attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return { status: 'locked' };
  if (now >= row.expires_at) return { status: 'expired' };
  if (!sameHash(hashCode(db, row.id, code), row.code_hash)) {
    db.prepare('UPDATE pending_signups SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(
      row.id,
    );
    return { status: 'wrong' };
  }
  return {
    status: 'valid',
    pending: {
      id: row.id,
      email: row.email,
      passwordHash: row.password_hash,
      codeHash: row.code_hash,
      affiliate: row.affiliate,
      origin: row.origin,
      anonymousId: row.anonymous_id,
    },
  };
}

/**
 * Uses up a pending signup. False when it is already gone or was replaced by a newer code meanwhile:
 * of two identical signup requests racing, only one gets true.
 */
export function consumePendingSignup(db: Db, pending: PendingSignup): boolean {
  return (
    db
      .prepare('DELETE FROM pending_signups WHERE id = ? AND code_hash = ?')
      .run(pending.id, pending.codeHash).changes === 1
  );
}
