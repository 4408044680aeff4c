import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addPayingCustomer } from '@/lib/server/customers';
import type { Db } from '@/lib/server/db';
import { openTestDb } from '@/tests/support/test-db';
import { resetEnvForTests } from '@/lib/env';
import { domainCheck, emailCheck } from './email-check';
import { parseLeadQuery } from './filter';
import {
  ensureLeadsPassword,
  isAuthorized,
  leadsCredentials,
  LEADS_PASSWORD_FILE,
} from './leads-access';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('lead view access', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-access-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.LEADS_PASSWORD;
    delete process.env.LEADS_USERNAME;
    resetEnvForTests();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    resetEnvForTests();
  });

  it('never opens without a password', async () => {
    expect(leadsCredentials()).toBeUndefined();
    expect(isAuthorized(basic('marketing', ''))).toBe(false);
    expect(isAuthorized(undefined)).toBe(false);
  });

  it('generates a password into DATA_DIR once, prints it once, and accepts only it', async () => {
    expect(ensureLeadsPassword()).toBe('generated');
    const password = fs.readFileSync(path.join(dataDir, LEADS_PASSWORD_FILE), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(console.info).toHaveBeenCalledTimes(1);
    expect(String(jest.mocked(console.info).mock.calls[0]?.[0])).toContain(password);
    expect(ensureLeadsPassword()).toBe('file');
    expect(console.info).toHaveBeenCalledTimes(1);
    expect(isAuthorized(basic('marketing', password))).toBe(true);
    expect(isAuthorized(basic('marketing', `${password}x`))).toBe(false);
    expect(isAuthorized(basic('someone', password))).toBe(false);
  });

  it('uses LEADS_USERNAME and LEADS_PASSWORD from the environment when set', async () => {
    process.env.LEADS_USERNAME = 'growth';
    process.env.LEADS_PASSWORD = 'correct horse battery staple';
    resetEnvForTests();
    expect(ensureLeadsPassword()).toBe('environment');
    expect(fs.existsSync(path.join(dataDir, LEADS_PASSWORD_FILE))).toBe(false);
    expect(isAuthorized(basic('growth', 'correct horse battery staple'))).toBe(true);
    expect(isAuthorized('Bearer token')).toBe(false);
  });
});

describe('email check and domain check', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await addPayingCustomer(db, { company: 'Northwind Freight', domain: 'northwind-freight.com' });
  });

  it('answers isPayingCustomer from the customers store and sends paying customers to sign in', async () => {
    expect(await emailCheck(db, 'maya@northwind-freight.com')).toEqual({
      sendToHubspot: true,
      getStartedAction: 'sign-in',
      isPayingCustomer: true,
    });
    expect(await emailCheck(db, 'jane@acme-logistics.com')).toEqual({
      sendToHubspot: true,
      getStartedAction: 'default',
      isPayingCustomer: false,
    });
  });

  it('never sends test-automation addresses to the CRM', async () => {
    expect((await emailCheck(db, 'robot@switchboard-test-automation.com')).sendToHubspot).toBe(
      false,
    );
  });

  it('tells free-mail and role addresses from business ones', async () => {
    expect(await domainCheck(db, 'support@gmail.com')).toEqual({
      domain: 'gmail.com',
      freeEmailDomain: true,
      roleAddress: true,
      payingCustomerDomain: false,
    });
    expect(await domainCheck(db, 'northwind-freight.com')).toEqual({
      domain: 'northwind-freight.com',
      freeEmailDomain: false,
      roleAddress: null,
      payingCustomerDomain: true,
    });
  });
});

describe('parseLeadQuery', () => {
  it('reads form, UTC day bounds, forwarding status and page', async () => {
    const parsed = parseLeadQuery({
      form: 'customer-referral',
      from: '2026-11-01',
      to: '2026-11-22',
      status: 'dead',
      page: '2',
    });
    expect(parsed.filter).toEqual({
      formId: 'customer-referral',
      from: Date.parse('2026-11-01T00:00:00.000Z'),
      to: Date.parse('2026-11-22T23:59:59.999Z'),
      forwarding: 'dead',
    });
    expect(parsed.page).toBe(2);
  });

  it('ignores malformed values instead of failing', async () => {
    const parsed = parseLeadQuery({
      form: "x' OR 1=1",
      from: 'yesterday',
      status: 'lost',
      page: '-4',
    });
    expect(parsed.filter).toEqual({
      formId: undefined,
      from: undefined,
      to: undefined,
      forwarding: undefined,
    });
    expect(parsed.page).toBe(1);
    expect(parsed.form).toEqual({ form: '', from: '', to: '', status: '', meeting: '', q: '' });
  });

  it('reads the meeting filter it knows and the search text, cut and without control characters', async () => {
    const parsed = parseLeadQuery({ meeting: 'contact-requested', q: '  Acme\u0000 Freight  ' });
    expect(parsed.filter).toMatchObject({ meeting: 'contact-requested', search: 'Acme Freight' });
    expect(parsed.form).toMatchObject({ meeting: 'contact-requested', q: 'Acme Freight' });
    const unknown = parseLeadQuery({ meeting: 'won', q: 'x'.repeat(1000) });
    expect(unknown.filter.meeting).toBeUndefined();
    expect(unknown.filter.search).toHaveLength(254);
  });

  it('leaves a day that is not on the calendar unset instead of filtering the next one, and names it', () => {
    const parsed = parseLeadQuery({ from: '2024-02-30', to: '2024-02-30' });
    // Date alone reads 2024-02-30 as 1 March: the list filtered a day the form did not show.
    expect(parsed.filter.from).toBeUndefined();
    expect(parsed.filter.to).toBeUndefined();
    expect(parsed.form).toMatchObject({ from: '', to: '' });
    expect(parsed.unreadDays).toEqual([
      { bound: 'from', text: '2024-02-30' },
      { bound: 'to', text: '2024-02-30' },
    ]);
    expect(parseLeadQuery({ from: '2024-02-29' }).filter.from).toBe(
      Date.parse('2024-02-29T00:00:00.000Z'),
    );
  });

  it('reads a name given twice, or a value that is not text, as unset', () => {
    const parsed = parseLeadQuery({ q: ['Acme', 'Freight'], status: ['dead'], from: 5, page: 2 });
    expect(parsed.filter).toEqual({
      formId: undefined,
      from: undefined,
      to: undefined,
      forwarding: undefined,
      meeting: undefined,
      search: undefined,
    });
    expect(parsed.page).toBe(1);
  });
});
