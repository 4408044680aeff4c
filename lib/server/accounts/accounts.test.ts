import Database from 'better-sqlite3';
import { SESSION_TTL_DAYS, SIGN_IN_LINK_TTL_MINUTES } from '@/constants/timings';
import { migrate } from '@/lib/server/db/migrate';
import {
  consumeSignInToken,
  createAccountWithFirstAdmin,
  createSession,
  createSignInToken,
  hashPassword,
  isCommonPassword,
  newVerificationCode,
  sessionUser,
  verifyPassword,
} from '.';

// Each step hashes with scrypt at full OWASP cost (about half a second idle, more on a busy machine).
jest.setTimeout(60_000);

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const MINUTE = 60_000;

function dbWithAdmin() {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const account = createAccountWithFirstAdmin(
    db,
    {
      email: 'Grace@Hopper-Systems.com',
      givenName: 'Grace',
      familyName: 'Hopper',
      passwordHash: 'scrypt$stub',
      company: 'Hopper Systems',
      industry: 'Technology',
      size: '11',
    },
    T0,
  );
  return { db, account };
}

describe('one-time sign-in links', () => {
  it('sign in once; a second use is refused as used', () => {
    const { db, account } = dbWithAdmin();
    const token = createSignInToken(db, account.firstAdminId, T0);
    expect(consumeSignInToken(db, token, T0 + MINUTE)).toEqual({
      status: 'valid',
      userId: account.firstAdminId,
    });
    expect(consumeSignInToken(db, token, T0 + 2 * MINUTE)).toEqual({ status: 'used' });
    expect(consumeSignInToken(db, 'made-up', T0)).toEqual({ status: 'unknown' });
  });

  it(`expire after ${SIGN_IN_LINK_TTL_MINUTES} minutes and are stored only hashed`, () => {
    const { db, account } = dbWithAdmin();
    const token = createSignInToken(db, account.firstAdminId, T0);
    expect(JSON.stringify(db.prepare('SELECT * FROM sign_in_tokens').all())).not.toContain(token);
    expect(consumeSignInToken(db, token, T0 + SIGN_IN_LINK_TTL_MINUTES * MINUTE)).toEqual({
      status: 'expired',
    });
  });
});

describe('sessions', () => {
  it('know the signed-in admin and the trial end until they expire', () => {
    const { db, account } = dbWithAdmin();
    const { token } = createSession(db, account.firstAdminId, T0);
    expect(sessionUser(db, token, T0 + MINUTE)).toMatchObject({
      givenName: 'Grace',
      email: 'grace@hopper-systems.com',
      company: 'Hopper Systems',
      trialEndsAt: T0 + 14 * 24 * 60 * MINUTE,
    });
    expect(sessionUser(db, token, T0 + SESSION_TTL_DAYS * 24 * 60 * MINUTE)).toBeUndefined();
    expect(sessionUser(db, 'forged', T0)).toBeUndefined();
  });
});

describe('secrets', () => {
  it('hash passwords with scrypt and verify only the right one', async () => {
    const hash = await hashPassword('Correct-Horse-42');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Correct-Horse-42', hash)).toBe(true);
    expect(await verifyPassword('Correct-Horse-43', hash)).toBe(false);
    expect(await hashPassword('Correct-Horse-42')).not.toBe(hash);
  });

  it('draw six-digit codes', () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('spot common passwords whatever their capitalisation', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('Lighthouse-Keeper-7')).toBe(false);
  });
});
