import '@/lib/server/only-on-server';
import { randomUUID } from 'node:crypto';
import { TRIAL_LENGTH_DAYS } from '@/constants/brand';
import type { Db } from '@/lib/server/db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Emails are compared case-insensitively: one mailbox, one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmailRegistered(db: Db, email: string): boolean {
  return (
    db.prepare('SELECT 1 FROM account_users WHERE email = ?').get(normaliseEmail(email)) !==
    undefined
  );
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
export function createAccountWithFirstAdmin(
  db: Db,
  input: NewAccount,
  now: number,
): CreatedAccount {
  const accountId = randomUUID();
  const firstAdminId = randomUUID();
  const trialEndsAt = now + TRIAL_LENGTH_DAYS * DAY_MS;
  // Its own transaction (a savepoint when the caller already has one): the pair or nothing.
  db.transaction(() => {
    db.prepare(
      `INSERT INTO accounts
       (id, company, industry, size, affiliate, origin, anonymous_id, first_admin_id, trial_ends_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      accountId,
      input.company,
      input.industry,
      input.size,
      input.affiliate ?? null,
      input.origin ?? null,
      input.anonymousId ?? null,
      firstAdminId,
      trialEndsAt,
      now,
    );
    db.prepare(
      `INSERT INTO account_users
       (id, account_id, email, given_name, family_name, password_hash, role, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'admin', ?)`,
    ).run(
      firstAdminId,
      accountId,
      normaliseEmail(input.email),
      input.givenName,
      input.familyName,
      input.passwordHash,
      now,
    );
  })();
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

export function findAccountUser(db: Db, userId: string): AccountUser | undefined {
  return db
    .prepare(
      `SELECT u.id, u.email, u.given_name AS givenName, u.family_name AS familyName, u.role,
              a.id AS accountId, a.company, a.trial_ends_at AS trialEndsAt
         FROM account_users u JOIN accounts a ON a.id = u.account_id
        WHERE u.id = ?`,
    )
    .get(userId) as AccountUser | undefined;
}
