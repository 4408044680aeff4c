import type { IncomingMessage } from 'node:http';
import { resetEnvForTests } from '@/lib/env';
import { createAccountWithFirstAdmin, createSignInToken } from '@/lib/server/accounts';
import { openTestDb } from '@/tests/support/test-db';
import { openFirstLoginLink, sessionCookie, welcomeStateFor } from './first-login';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

async function setup() {
  const db = await openTestDb();
  const { firstAdminId } = await createAccountWithFirstAdmin(
    db,
    {
      email: 'ada@lovelace-analytics.com',
      givenName: 'Ada',
      familyName: 'Lovelace',
      passwordHash: 'scrypt$stub',
      company: 'Lovelace Analytics',
      industry: 'Technology',
      size: '1',
    },
    T0,
  );
  return { db, token: await createSignInToken(db, firstAdminId, T0) };
}

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as IncomingMessage;

describe('the first_login_url page', () => {
  afterEach(async () => {
    delete process.env.SITE_URL;
    resetEnvForTests();
  });

  it('signs in once with an HttpOnly, SameSite=Lax cookie and welcomes the admin by first name', async () => {
    const { db, token } = await setup();
    const outcome = await openFirstLoginLink(db, token, T0 + 1000);
    if (outcome.kind !== 'signed-in') throw new Error('expected a session');
    expect(outcome.setCookie).toMatch(
      /^sb_session=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/,
    );
    const cookie = outcome.setCookie.split(';')[0];
    expect(await welcomeStateFor(db, request(cookie), T0 + 2000)).toEqual({
      kind: 'welcome',
      firstName: 'Ada',
      company: 'Lovelace Analytics',
      trialEndsAt: '2026-12-06T12:00:00.000Z',
    });
    expect(await openFirstLoginLink(db, token, T0 + 3000)).toEqual({
      kind: 'refused',
      state: { kind: 'link-used' },
      status: 410,
    });
    expect(await welcomeStateFor(db, request('sb_session=forged'), T0)).toEqual({
      kind: 'signed-out',
    });
  });

  it('marks the session cookie Secure when the site is served over https', async () => {
    process.env.SITE_URL = 'https://www.switchboard.example';
    resetEnvForTests();
    expect(sessionCookie('abc', 60)).toBe(
      'sb_session=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
