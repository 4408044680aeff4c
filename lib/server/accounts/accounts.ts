import '@/lib/server/only-on-server';
import { randomUUID } from 'node:crypto';
import { TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { inTransaction, type Db } from '@/lib/server/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Emails are compared case-insensitively: one mailbox, one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_users')
    .select('id')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewAccount {
  email: string;
  givenName: string;
  familyName: string;
  passwordHash: string;
  company: string;
  industry: string;
  size: string;
  affiliate?: string | null;
  origin?: string | null;
  anonymousId?: string | null;
}

export interface CreatedAccount {
  accountId: string;
  firstAdminId: string;
  trialEndsAt: number;
}

/**
 * Creates a company account and its first admin. Call it inside a transaction together with
 * whatever proves the signup (the verification code): the deferred foreign keys make the two rows
 * valid only as a pair, and the unique email stops a second account for the same person.
 */
export async function createAccountWithFirstAdmin(
  db: Db,
  input: NewAccount,
  now: number,
): Promise<CreatedAccount> {
  const accountId = randomUUID();
  const firstAdminId = randomUUID();
  const trialEndsAt = now + TRIAL_LENGTH_DAYS * DAY_MS;
  // Its own transaction (or the caller's, when it has one): the pair or nothing.
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('accounts')
      .values({
        id: accountId,
        company: input.company,
        industry: input.industry,
        size: input.size,
        affiliate: input.affiliate ?? null,
        origin: input.origin ?? null,
        anonymous_id: input.anonymousId ?? null,
        first_admin_id: firstAdminId,
        trial_ends_at: trialEndsAt,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('account_users')
      .values({
        id: firstAdminId,
        account_id: accountId,
        email: normaliseEmail(input.email),
        given_name: input.givenName,
        family_name: input.familyName,
        password_hash: input.passwordHash,
        role: 'admin',
        created_at: now,
      })
      .execute();
  });
  return { accountId, firstAdminId, trialEndsAt };
}

export interface AccountUser {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  role: string;
  accountId: string;
  company: string;
  trialEndsAt: number;
}

export function findAccountUser(db: Db, userId: string): Promise<AccountUser | undefined> {
  return db
    .selectFrom('account_users as u')
    .innerJoin('accounts as a', 'a.id', 'u.account_id')
    .select([
      'u.id',
      'u.email',
      'u.given_name as givenName',
      'u.family_name as familyName',
      'u.role',
      'a.id as accountId',
      'a.company',
      'a.trial_ends_at as trialEndsAt',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}
