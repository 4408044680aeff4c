import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addPayingCustomer } from '@/lib/server/customers';
import type { Db } from '@/lib/server/db';
import { closeTestDb, countRows, openTestDb, testEngine } from '@/tests/support/test-db';
import { RATE_LIMIT_POLICIES } from '@/lib/server/rate-limit/policies';
import { resetEnvForTests } from '@/lib/env';
import { domainCheck, emailCheck } from './email-check';
import { parseLeadQuery } from './filter';
import {
  ensureLeadsPassword,
  guardLeadsRequest,
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

describe(`lead view lockout (over HTTP, counted in the shared database: ${testEngine})`, () => {
  const PASSWORD = 'the-right-password';
  let dataDir: string;
  let db: Db;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-lockout-'));
    process.env.DATA_DIR = dataDir;
    process.env.LEADS_PASSWORD = PASSWORD;
    delete process.env.LEADS_USERNAME;
    // One proxy of ours in front: X-Forwarded-For's last entry is the marketer's address.
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    // What getDb() answers: the attempts are counted where every instance would count them.
    db = await openTestDb({ asProcessDb: true });
    server = http.createServer((req, res) => {
      void guardLeadsRequest(req, res).then((allowed) => res.end(allowed ? 'leads' : undefined));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await new Promise((resolve) => server.close(resolve));
    await closeTestDb(db);
    fs.rmSync(dataDir, { recursive: true, force: true });
    delete process.env.LEADS_PASSWORD;
    delete process.env.TRUSTED_PROXY_HOPS;
    resetEnvForTests();
  });

  const visit = (address: string, password?: string) =>
    fetch(base, {
      headers: {
        'x-forwarded-for': address,
        ...(password === undefined ? {} : { authorization: basic('marketing', password) }),
      },
    });

  it('refuses every attempt during a lockout, the right password too, with Retry-After', async () => {
    const guesser = '203.0.113.7';
    const { attempts, windowS } = RATE_LIMIT_POLICIES.leadsLoginPerIp;
    // Halfway through a rate-limit window, so the attempts never straddle two windows.
    const windowMs = windowS * 1000;
    jest
      .spyOn(Date, 'now')
      .mockReturnValue(Math.floor(Date.now() / windowMs) * windowMs + windowMs / 2);
    for (let i = 0; i < attempts; i += 1) {
      const wrong = await visit(guesser, `guess-${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toContain('Basic realm="Switchboard leads"');
    }
    for (const password of ['guess-again', PASSWORD, undefined]) {
      const refused = await visit(guesser, password);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(windowS / 2));
      expect(refused.headers.get('www-authenticate')).toBeNull();
      expect(await refused.text()).toBe('');
    }
    // The count lives in the database every instance shares, not in this process.
    expect(await countRows(db, 'rate_limits')).toBeGreaterThan(0);
    // The marketer at another address is not locked out.
    const marketer = await visit('198.51.100.20', PASSWORD);
    expect(marketer.status).toBe(200);
    expect(await marketer.text()).toBe('leads');
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
