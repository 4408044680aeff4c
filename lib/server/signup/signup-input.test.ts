import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSignupHarness, type SignupHarness } from './signup-test-harness';
import type { Schema } from '@/lib/server/db';
import { countRows } from '@/tests/support/test-db';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { signupOrigin } from '@/lib/contracts/signup';

/**
 * Input /api/1 used to answer with 500: an email sent as a list, a body nested thousands deep.
 * Each is a 400 now, with nothing stored, mailed or forwarded.
 */
jest.setTimeout(60_000);

const PASSWORD = 'Engine-Notes-1843';
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

const count = (h: SignupHarness, table: keyof Schema) => countRows(h.db, table);

describe('the embedded signup backend refuses bad input with 400', () => {
  let h: SignupHarness;
  beforeEach(async () => {
    h = await startSignupHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  const postRaw = (route: string, raw: string) =>
    fetch(`${h.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: h.baseUrl },
      body: raw,
    });

  it("answers 'Email cannot be an array' to an email sent as a list", async () => {
    const res = await h.post('/api/1/send_validation_email', {
      email: ['ada@lovelace-analytics.com', 'eve@evil.example'],
      password: PASSWORD,
      affiliate: '',
      origin: '',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      message: 'Some fields are missing or not valid',
      fields: { email: 'Email cannot be an array' },
    });
    expect(await count(h, 'pending_signups')).toBe(0);
    expect(h.outboxFiles()).toEqual([]);
  });

  it('answers a body nested thousands deep with 400 on both POST routes', async () => {
    for (const route of ['/api/1/send_validation_email', '/api/1/signup']) {
      const res = await postRaw(
        route,
        `{"email":"ada@lovelace-analytics.com","affiliate":${DEEP}}`,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'invalid_request',
        message: 'The body nests deeper than 32 levels',
      });
    }
    expect(await count(h, 'pending_signups')).toBe(0);
    expect(h.outboxFiles()).toEqual([]);
  });

  /** A signup as the trial's last step sends it, with the values under test. */
  const signupBody = (values: Record<string, string>) => ({
    affiliate: '',
    code: '123456',
    company: 'Lovelace Analytics',
    email: 'ada@lovelace-analytics.com',
    family_name: 'Lovelace',
    given_name: 'Ada',
    industry: 'Technology',
    origin: 'https://www.switchboard.example/',
    password: PASSWORD,
    size: '1',
    ...values,
  });

  it('says in plain words what is wrong with a body of the wrong shape', async () => {
    const list = await h.post('/api/1/send_validation_email', []);
    expect(list.status).toBe(400);
    expect(((await list.json()) as { fields: unknown }).fields).toEqual({
      body: 'The body must be a JSON object',
    });
    const passwordList = await h.post('/api/1/send_validation_email', {
      email: 'ada@lovelace-analytics.com',
      password: ['Correct-Horse-9'],
    });
    expect(passwordList.status).toBe(400);
    expect(((await passwordList.json()) as { fields: unknown }).fields).toEqual({
      password: 'password must be text',
    });
    expect(await count(h, 'pending_signups')).toBe(0);
  });

  it('takes the landing address the trial sends, however long the page address was', async () => {
    const landing = `https://www.switchboard.example/?utm_content=${'x'.repeat(5000)}`;
    const res = await h.post('/api/1/send_validation_email', {
      email: 'ada@lovelace-analytics.com',
      password: PASSWORD,
      affiliate: '',
      origin: signupOrigin(landing),
    });
    expect(res.status).toBe(200);
    expect(signupOrigin(landing)).toBe(landing.slice(0, 2048));
    expect(signupOrigin('https://www.switchboard.example/signup')).toBe(
      'https://www.switchboard.example/signup',
    );
  });

  it('refuses an over-long name with the message the trial form shows for it', async () => {
    const res = await h.post(
      '/api/1/signup',
      signupBody({ company: 'L'.repeat(201), given_name: 'A'.repeat(101) }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      company: 'Company must be at most 200 characters',
      given_name: 'First name must be at most 100 characters',
    });
    expect(await count(h, 'accounts')).toBe(0);
  });

  it('refuses control characters in names, company and the tracking fields', async () => {
    const res = await h.post(
      '/api/1/signup',
      signupBody({
        affiliate: 'partner\r\nx',
        company: 'Lovelace\u0000Analytics',
        given_name: 'Ada\nBcc: eve@evil.example',
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      affiliate: 'affiliate contains invalid characters',
      company: 'Company contains invalid characters',
      given_name: 'First name contains invalid characters',
    });
    expect(await count(h, 'accounts')).toBe(0);
  });
});

describe('proxy mode (SIGNUP_API_URL)', () => {
  it('does not forward a body nested thousands deep: 400, and the backend sees nothing', async () => {
    const seen: string[] = [];
    const backend = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const h = await startSignupHarness({
      SIGNUP_API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    });
    try {
      const res = await fetch(`${h.baseUrl}/api/1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"email":${DEEP}}`,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'invalid_request',
        message: 'The body nests deeper than 32 levels',
      });
      expect(seen).toEqual([]);
    } finally {
      await h.close();
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  });

  it("forwards the visitor's cookies and anonymous id, never the staff's password, preview or editor tokens", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const backend = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"available"}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const h = await startSignupHarness({
      SIGNUP_API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    });
    try {
      const res = await fetch(`${h.baseUrl}/api/1/email_available/ana%40acme-logistics.com`, {
        headers: {
          authorization: `Basic ${Buffer.from('marketing:leads-password').toString('base64')}`,
          cookie: [
            'sb_affiliate=partner-7',
            '__prerender_bypass=preview-token',
            '__next_preview_data=preview-data',
            'keystatic-gh-access-token=ghu_secret',
            'keystatic-gh-refresh-token=ghr_secret',
            'backend_session=abc',
          ].join('; '),
          [ANONYMOUS_ID_HEADER]: 'anon-1',
        },
      });
      expect(res.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.authorization).toBeUndefined();
      expect(seen[0]!.cookie).toBe('sb_affiliate=partner-7; backend_session=abc');
      expect(seen[0]![ANONYMOUS_ID_HEADER.toLowerCase()]).toBe('anon-1');
    } finally {
      await h.close();
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  });
});
