import { SESSION_TTL_DAYS, SIGN_IN_LINK_TTL_MINUTES } from '@/constants/timings';
import { openTestDb } from '@/tests/support/test-db';
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

async function dbWithAdmin() {
  const db = await openTestDb();
  const account = await createAccountWithFirstAdmin(
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
  it('sign in once; a second use is refused as used', async () => {
    const { db, account } = await dbWithAdmin();
    const token = await createSignInToken(db, account.firstAdminId, T0);
    expect(await consumeSignInToken(db, token, T0 + MINUTE)).toEqual({
      status: 'valid',
      userId: account.firstAdminId,
    });
    expect(await consumeSignInToken(db, token, T0 + 2 * MINUTE)).toEqual({ status: 'used' });
    expect(await consumeSignInToken(db, 'made-up', T0)).toEqual({ status: 'unknown' });
  });

  it(`expire after ${SIGN_IN_LINK_TTL_MINUTES} minutes and are stored only hashed`, async () => {
    const { db, account } = await dbWithAdmin();
    const token = await createSignInToken(db, account.firstAdminId, T0);
    expect(
      JSON.stringify(await db.selectFrom('sign_in_tokens').selectAll().execute()),
    ).not.toContain(token);
    expect(await consumeSignInToken(db, token, T0 + SIGN_IN_LINK_TTL_MINUTES * MINUTE)).toEqual({
      status: 'expired',
    });
  });
});

describe('sessions', () => {
  it('know the signed-in admin and the trial end until they expire', async () => {
    const { db, account } = await dbWithAdmin();
    const { token } = await createSession(db, account.firstAdminId, T0);
    expect(await sessionUser(db, token, T0 + MINUTE)).toMatchObject({
      givenName: 'Grace',
      email: 'grace@hopper-systems.com',
      company: 'Hopper Systems',
      trialEndsAt: T0 + 14 * 24 * 60 * MINUTE,
    });
    expect(await sessionUser(db, token, T0 + SESSION_TTL_DAYS * 24 * 60 * MINUTE)).toBeUndefined();
    expect(await sessionUser(db, 'forged', T0)).toBeUndefined();
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

  it('draw six-digit codes', async () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('spot common passwords whatever their capitalisation', async () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('Lighthouse-Keeper-7')).toBe(false);
  });
});
