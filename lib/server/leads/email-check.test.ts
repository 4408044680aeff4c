import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { COMPANY_SIZE_VALUES } from '@/constants/company';
import { createAccountWithFirstAdmin } from '@/lib/server/accounts/accounts';
import { addPayingCustomer } from '@/lib/server/customers';
import { resetEnvForTests } from '@/lib/env';
import { closeDb, getDb } from '@/lib/server/db';
import type { Db } from '@/lib/server/db';
import { openTestDb } from '@/tests/support/test-db';
import emailCheckHandler from '@/pages/api/email-check';
import { serveApiHandler } from '@/tests/support/next-api-server';
import {
  accountStanding,
  decideGetStartedAction,
  emailCheck,
  type AccountStanding,
} from './email-check';

const DAY = 24 * 60 * 60 * 1000;

describe('decideGetStartedAction', () => {
  it('sends a paying customer to sign in, whatever else is true', async () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AccountStanding>('none', 'in-trial', 'trial-ended'),
        fc.option(fc.constantFrom(...COMPANY_SIZE_VALUES), { nil: undefined }),
        (account, companySize) =>
          decideGetStartedAction({ payingCustomer: true, account, companySize }) === 'sign-in',
      ),
    );
  });

  it('sends someone whose trial is running to sign in to it', async () => {
    expect(
      decideGetStartedAction({ payingCustomer: false, account: 'in-trial', companySize: '1' }),
    ).toBe('sign-in');
  });

  it('hands a trial that ended without a purchase to a demo, even for a small team', async () => {
    expect(
      decideGetStartedAction({ payingCustomer: false, account: 'trial-ended', companySize: '1' }),
    ).toBe('demo');
  });

  it('splits new teams at 50 people, like the trial modal: up to 50 trial, more demo', async () => {
    const action = (companySize: string) =>
      decideGetStartedAction({ payingCustomer: false, account: 'none', companySize });
    expect(action('1')).toBe('trial');
    expect(action('11')).toBe('trial');
    expect(action('51')).toBe('demo');
    expect(action('1001')).toBe('demo');
  });

  it('without a size, keeps the normal thank-you', async () => {
    expect(decideGetStartedAction({ payingCustomer: false, account: 'none' })).toBe('default');
    expect(
      decideGetStartedAction({ payingCustomer: false, account: 'none', companySize: 'many' }),
    ).toBe('default');
  });
});

describe('emailCheck against the customers and accounts stores', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  let db: Db;
  const account = (email: string, createdAt: number) =>
    createAccountWithFirstAdmin(
      db,
      {
        email,
        givenName: 'Kai',
        familyName: 'Nakamura',
        passwordHash: 'not-a-real-hash',
        company: 'Parcelbot',
        industry: 'Logistics',
        size: '11',
      },
      createdAt,
    );
  beforeAll(async () => {
    db = await openTestDb();
    await addPayingCustomer(db, { company: 'Northwind Freight', domain: 'northwind-freight.com' });
    await account('kai@parcelbot.io', now - 3 * DAY);
    await account('lena@oldtrial.io', now - 30 * DAY);
  });

  it('reads where an email stands: no account, a running trial, an ended trial', async () => {
    expect(await accountStanding(db, 'nobody@parcelbot.io', now)).toBe('none');
    expect(await accountStanding(db, 'Kai@Parcelbot.io', now)).toBe('in-trial');
    expect(await accountStanding(db, 'lena@oldtrial.io', now)).toBe('trial-ended');
  });

  it('answers sign-in for any address at a paying company, with isPayingCustomer', async () => {
    expect(await emailCheck(db, 'maya@northwind-freight.com', { companySize: '11', now })).toEqual({
      sendToHubspot: true,
      getStartedAction: 'sign-in',
      isPayingCustomer: true,
    });
  });

  it('answers sign-in for a running trial and demo for an ended one, neither paying', async () => {
    expect(await emailCheck(db, 'kai@parcelbot.io', { companySize: '11', now })).toEqual({
      sendToHubspot: true,
      getStartedAction: 'sign-in',
      isPayingCustomer: false,
    });
    expect((await emailCheck(db, 'lena@oldtrial.io', { now })).getStartedAction).toBe('demo');
  });

  it('decides a newcomer by company size, and keeps the default without one', async () => {
    expect(
      await emailCheck(db, 'ines@costa-logistics.com', { companySize: '11', now }),
    ).toMatchObject({
      getStartedAction: 'trial',
    });
    expect(
      await emailCheck(db, 'ines@costa-logistics.com', { companySize: '251', now }),
    ).toMatchObject({
      getStartedAction: 'demo',
    });
    expect((await emailCheck(db, 'ines@costa-logistics.com', { now })).getStartedAction).toBe(
      'default',
    );
  });
});

describe('GET /api/email-check', () => {
  let dataDir: string;
  let site: Awaited<ReturnType<typeof serveApiHandler>>;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'email-check-'));
    process.env.DATA_DIR = dataDir;
    resetEnvForTests();
    await addPayingCustomer(getDb(), {
      company: 'Northwind Freight',
      domain: 'northwind-freight.com',
    });
    site = await serveApiHandler(emailCheckHandler);
  });
  afterAll(async () => {
    await site.close();
    await closeDb();
    resetEnvForTests();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const check = (query: string) => fetch(`${site.origin}/api/email-check?${query}`);

  it('answers the action for the email and the optional company size', async () => {
    const small = await check('email=ines%40costa-logistics.com&company_size=11');
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({
      sendToHubspot: true,
      getStartedAction: 'trial',
      isPayingCustomer: false,
    });
    const customer = await check('email=maya%40northwind-freight.com&company_size=11');
    expect(await customer.json()).toMatchObject({
      getStartedAction: 'sign-in',
      isPayingCustomer: true,
    });
    // The spec's call, email only, still answers.
    expect(await (await check('email=ines%40costa-logistics.com')).json()).toMatchObject({
      getStartedAction: 'default',
    });
  });

  it('refuses a company size that is not a bucket with a 400', async () => {
    const response = await check('email=ines%40costa-logistics.com&company_size=12');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'company_size must be one of the company size buckets',
    });
  });
});
