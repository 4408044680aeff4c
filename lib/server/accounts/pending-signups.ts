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
export async function savePendingSignup(
  db: Db,
  input: PendingSignupInput,
  code: string,
  now: number,
): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const expiresAt = now + VERIFICATION_CODE_TTL_MINUTES * 60_000;
  const codeHash = await hashCode(db, id, code);
  await db
    .insertInto('pending_signups')
    .values({
      id,
      email: input.email,
      password_hash: input.passwordHash,
      code_hash: codeHash,
      affiliate: input.affiliate ?? null,
      origin: input.origin ?? null,
      anonymous_id: input.anonymousId ?? null,
      failed_attempts: 0,
      created_at: now,
      expires_at: expiresAt,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        id: eb.ref('excluded.id'),
        password_hash: eb.ref('excluded.password_hash'),
        code_hash: eb.ref('excluded.code_hash'),
        affiliate: eb.ref('excluded.affiliate'),
        origin: eb.ref('excluded.origin'),
        anonymous_id: eb.ref('excluded.anonymous_id'),
        failed_attempts: 0,
        created_at: eb.ref('excluded.created_at'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    )
    .execute();
  return { id, expiresAt };
}

export type CodeCheck =
  | { status: 'valid'; pending: PendingSignup }
  | { status: 'wrong' | 'expired' | 'missing' | 'locked' };

/**
 * Checks a code for an email. A wrong code counts against the pending signup; after
 * VERIFICATION_CODE_MAX_ATTEMPTS wrong codes it is dead ('locked'), even for the right code, so the
 * million possible codes cannot be walked through. The count is atomic across instances: a guess
 * takes one of the attempts left (one UPDATE … RETURNING) before it is judged, so guesses sent to
 * several instances at once are never judged beyond the limit; the right code gives its attempt back.
 */
export async function checkVerificationCode(
  db: Db,
  email: string,
  code: string,
  now: number,
): Promise<CodeCheck> {
  const row = await db
    .updateTable('pending_signups')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('email', '=', email)
    .where('failed_attempts', '<', VERIFICATION_CODE_MAX_ATTEMPTS)
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const exists = await db
      .selectFrom('pending_signups')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return { status: exists ? 'locked' : 'missing' };
  }
  const giveBack = () =>
    db
      .updateTable('pending_signups')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '-', 1) }))
      .where('id', '=', row.id)
      .execute();
  if (now >= row.expires_at) {
    await giveBack();
    return { status: 'expired' };
  }
  if (!sameHash(await hashCode(db, row.id, code), row.code_hash)) return { status: 'wrong' };
  await giveBack();
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
export async function consumePendingSignup(db: Db, pending: PendingSignup): Promise<boolean> {
  const result = await db
    .deleteFrom('pending_signups')
    .where('id', '=', pending.id)
    .where('code_hash', '=', pending.codeHash)
    .executeTakeFirst();
  return result.numDeletedRows === BigInt(1);
}
