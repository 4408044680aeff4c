import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SIGNUP_MESSAGES, type SignupResponse } from '@/lib/contracts/signup';
import { VERIFICATION_CODE_TTL_MINUTES } from '@/constants/timings';
import { MESSAGES } from '@/lib/validation';
import { CODE_MESSAGES } from '@/lib/validation/code';
import { PASSWORD_MESSAGES } from '@/lib/validation/password';
import { RATE_LIMIT_POLICIES } from '@/lib/server/rate-limit/policies';
import {
  secondsLeftInWindow,
  startSignupHarness,
  T0,
  type SignupHarness,
} from './signup-test-harness';
import { sql } from 'kysely';
import type { Schema } from '@/lib/server/db';
import { countRows, testDbEnv, testEngine } from '@/tests/support/test-db';

// Each step hashes with scrypt at full OWASP cost (about half a second idle, more on a busy machine).
jest.setTimeout(60_000);

const EMAIL = 'ada@lovelace-analytics.com';
const PASSWORD = 'Engine-Notes-1843';
const MINUTE = 60_000;

const details = (code: string, overrides: Record<string, string> = {}) => ({
  affiliate: '',
  code,
  company: 'Lovelace Analytics',
  email: EMAIL,
  family_name: 'Lovelace',
  given_name: 'Ada',
  industry: 'Technology',
  origin: 'https://www.switchboard.example/pricing',
  password: PASSWORD,
  size: '1',
  ...overrides,
});

const count = (h: SignupHarness, table: keyof Schema) => countRows(h.db, table);

describe('the embedded signup backend (/api/1, its database, outbox)', () => {
  let h: SignupHarness;
  beforeEach(async () => {
    h = await startSignupHarness();
  });
  afterEach(async () => {
    await h.close();
  });

  const requestCode = async (email = EMAIL) => {
    const res = await h.post('/api/1/send_validation_email', {
      email,
      password: PASSWORD,
      affiliate: '',
      origin: 'https://www.switchboard.example/',
    });
    expect(res.status).toBe(200);
    return h.latestCode(email);
  };

  it('mails the code as "Your Switchboard verification code" and stores neither password nor code in clear', async () => {
    const code = await requestCode();
    const mail = fs.readFileSync(path.join(h.dataDir, 'outbox', h.outboxFiles()[0] ?? ''), 'utf8');
    expect(mail).toMatch(/^Subject: Your Switchboard verification code$/m);
    expect(mail).toContain(`It expires in ${VERIFICATION_CODE_TTL_MINUTES} minutes.`);

    const row = await h.db.selectFrom('pending_signups').selectAll().executeTakeFirstOrThrow();
    expect(row.email).toBe(EMAIL);
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(JSON.stringify(row)).not.toContain(code);
    // On SQLite the database is one file on disk: the password is not in it either.
    if (testEngine === 'sqlite') {
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(h.db);
      const file = fs.readFileSync(testDbEnv(h.db).TEST_DB_FILE ?? '');
      expect(file.includes(PASSWORD)).toBe(false);
    }
  });

  it('creates the account and its first admin with the code, and answers a one-time sign-in link', async () => {
    const code = await requestCode();
    const res = await h.post('/api/1/signup', details(code));
    expect(res.status).toBe(201);
    const body = (await res.json()) as SignupResponse;
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.first_login_url).toMatch(/^http:\/\/localhost:3000\/welcome\?token=[\w-]{43}$/);
    const admin = await h.db
      .selectFrom('account_users')
      .selectAll()
      .where('id', '=', body.first_admin_id)
      .executeTakeFirst();
    expect(admin).toMatchObject({
      email: EMAIL,
      given_name: 'Ada',
      role: 'admin',
      account_id: body.id,
    });
    expect(await count(h, 'pending_signups')).toBe(0);
    expect(await count(h, 'sign_in_tokens')).toBe(1);
  });

  it('creates one account for two identical signup calls, even sent at the same time', async () => {
    const code = await requestCode();
    const [first, second] = await Promise.all([
      h.post('/api/1/signup', details(code)),
      h.post('/api/1/signup', details(code)),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const third = await h.post('/api/1/signup', details(code));
    expect(third.status).toBe(409);
    expect(await count(h, 'accounts')).toBe(1);
    expect(await count(h, 'account_users')).toBe(1);
  });

  it('accepts the code up to 30 minutes and refuses it from then on', async () => {
    const code = await requestCode();
    h.clock.now += VERIFICATION_CODE_TTL_MINUTES * MINUTE;
    const late = await h.post('/api/1/signup', details(code));
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      error: 'bad_validation_code',
      message: CODE_MESSAGES.incorrect,
      fields: { code: 'Incorrect validation code' },
    });
    h.clock.now -= 1;
    expect((await h.post('/api/1/signup', details(code))).status).toBe(201);
  });

  it('kills the code after 5 wrong attempts: even the right code then gets 429', async () => {
    const sent = await h.post('/api/1/send_validation_email', {
      email: EMAIL,
      password: PASSWORD,
      affiliate: '',
      origin: '',
    });
    const expiresAt = Date.parse(((await sent.json()) as { expires_at: string }).expires_at);
    const code = h.latestCode(EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await h.post('/api/1/signup', details(wrong));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: { code: string } }).fields.code).toBe(
        'Incorrect validation code',
      );
    }
    h.clock.now += 7 * MINUTE + 250;
    const locked = await h.post('/api/1/signup', details(code));
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toBe(
      'Too many attempts, please try again later',
    );
    // No wait lifts the lock, only a new code: Retry-After is what the dead code had left to live.
    expect(locked.headers.get('retry-after')).toBe(
      String(Math.ceil((expiresAt - h.clock.now) / 1000)),
    );
    h.clock.now = expiresAt + MINUTE;
    const lockedAndExpired = await h.post('/api/1/signup', details(code));
    expect(lockedAndExpired.status).toBe(429);
    expect(lockedAndExpired.headers.get('retry-after')).toBe('1');
    expect(await count(h, 'accounts')).toBe(0);
    // A fresh code starts over.
    const fresh = await requestCode();
    expect((await h.post('/api/1/signup', details(fresh))).status).toBe(201);
  });

  it('answers 429 after too many codes for one email, while the same IP can still sign up another email', async () => {
    const { attempts, windowS } = RATE_LIMIT_POLICIES.sendValidationEmailPerEmail;
    for (let i = 0; i < attempts; i += 1) await requestCode();
    const refused = await h.post('/api/1/send_validation_email', {
      email: EMAIL,
      password: PASSWORD,
      affiliate: '',
      origin: '',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(
      SIGNUP_MESSAGES.tooManyAttempts,
    );
    await requestCode('grace@hopper-systems.com');
    h.clock.now += windowS * 1000;
    await requestCode();
  });

  const limitedRequests = {
    emailAvailablePerIp: () => h.get(`/api/1/email_available/${encodeURIComponent(EMAIL)}`),
    sendValidationEmailPerIp: () =>
      h.post('/api/1/send_validation_email', { email: 'not-an-email' }),
    // A common password is refused after the per-email count, without hashing or mailing.
    sendValidationEmailPerEmail: () =>
      h.post('/api/1/send_validation_email', { email: EMAIL, password: 'Password1' }),
    signupPerIp: () => h.post('/api/1/signup', {}),
    // No code was sent: each attempt is a wrong code, counted before the code is checked.
    signupPerEmail: () => h.post('/api/1/signup', details('000000')),
  } as const;

  it.each(Object.keys(limitedRequests) as (keyof typeof limitedRequests)[])(
    'says in Retry-After when the %s window ends, on the 429 past its limit',
    async (policyName) => {
      const { attempts, windowS } = RATE_LIMIT_POLICIES[policyName];
      h.clock.now = T0 + 7 * MINUTE + 250;
      for (let i = 0; i < attempts; i += 1) {
        expect((await limitedRequests[policyName]()).status).not.toBe(429);
      }
      const refused = await limitedRequests[policyName]();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(
        String(secondsLeftInWindow(windowS, h.clock.now)),
      );
      expect(await refused.json()).toEqual({
        error: 'too_many_attempts',
        message: SIGNUP_MESSAGES.tooManyAttempts,
      });
    },
  );

  it('answers 429 to an IP over its limit, and counts other IPs apart', async () => {
    const { attempts } = RATE_LIMIT_POLICIES.sendValidationEmailPerIp;
    const fromIp = (ip: string) =>
      h.post('/api/1/send_validation_email', { email: 'not-an-email' }, { 'x-forwarded-for': ip });
    for (let i = 0; i < attempts; i += 1) expect((await fromIp('203.0.113.7')).status).toBe(400);
    expect((await fromIp('203.0.113.7')).status).toBe(429);
    expect((await fromIp('198.51.100.9')).status).toBe(400);
  });

  it('keys the limit on the address our proxy saw, whatever the visitor forges to its left', async () => {
    const { attempts } = RATE_LIMIT_POLICIES.sendValidationEmailPerIp;
    const forged = (i: number) =>
      h.post(
        '/api/1/send_validation_email',
        { email: 'not-an-email' },
        { 'x-forwarded-for': `10.0.${i}.1, 192.0.2.${i}, 203.0.113.77` },
      );
    for (let i = 0; i < attempts; i += 1) expect((await forged(i)).status).toBe(400);
    expect((await forged(attempts)).status).toBe(429);
  });

  it('says an email is taken with 409 once its account exists', async () => {
    const free = await h.get(`/api/1/email_available/${encodeURIComponent(EMAIL)}`);
    expect(free.status).toBe(200);
    expect(await free.json()).toEqual({ status: 'available' });

    const code = await requestCode();
    await h.post('/api/1/signup', details(code));
    const taken = await h.get(`/api/1/email_available/${encodeURIComponent(EMAIL.toUpperCase())}`);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(MESSAGES.emailTaken);
    const again = await h.post('/api/1/send_validation_email', {
      email: EMAIL,
      password: PASSWORD,
      affiliate: '',
      origin: '',
    });
    expect(again.status).toBe(409);
  });

  it('fails with "Something went wrong" when the mail transport is down, and stores nothing', async () => {
    await h.close();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    h = await startSignupHarness({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const res = await h.post('/api/1/send_validation_email', {
      email: EMAIL,
      password: PASSWORD,
      affiliate: '',
      origin: '',
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toBe('Something went wrong');
    expect(await count(h, 'pending_signups')).toBe(0);
    expect(h.outboxFiles()).toEqual([]);
    expect(logged).toHaveBeenCalled();
  });

  it('refuses a common password with a clear message, and a weak one with the rule', async () => {
    const common = await h.post('/api/1/send_validation_email', {
      email: EMAIL,
      password: 'Password1',
      affiliate: '',
      origin: '',
    });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { fields: unknown }).fields).toEqual({
      password: PASSWORD_MESSAGES.common,
    });
    const weak = await h.post('/api/1/send_validation_email', { email: EMAIL, password: 'short' });
    expect(((await weak.json()) as { fields: unknown }).fields).toEqual({
      password: '8 characters minimum, at least 1 uppercase letter and 1 number',
    });
    expect(await count(h, 'pending_signups')).toBe(0);
  });

  it('refuses cross-site requests and non-JSON bodies without storing anything', async () => {
    const body = { email: EMAIL, password: PASSWORD, affiliate: '', origin: '' };
    const foreign = await h.post('/api/1/send_validation_email', body, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const fetchMetadata = await h.post('/api/1/send_validation_email', body, {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchMetadata.status).toBe(403);
    const form = await fetch(`${h.baseUrl}/api/1/send_validation_email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.com',
    });
    expect(form.status).toBe(415);
    expect(await count(h, 'pending_signups')).toBe(0);
    expect(h.outboxFiles()).toEqual([]);
  });

  it("answers any other /api/1 path 404 in the backend's shape, whatever the method", async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await fetch(`${h.baseUrl}/api/1/accounts/42`, { method });
      expect([res.status, res.headers.get('cache-control'), await res.json()]).toEqual([
        404,
        'no-store',
        { error: 'invalid_request', message: 'Unknown endpoint' },
      ]);
    }
  });

  it('refuses a signup whose password differs from the one the code was sent for', async () => {
    const code = await requestCode();
    const res = await h.post('/api/1/signup', details(code, { password: 'Another-Secret-99' }));
    expect(res.status).toBe(400);
    expect(await count(h, 'accounts')).toBe(0);
  });
});

describe('the same-origin check believes X-Forwarded-Proto only from a trusted proxy (ADR 0075)', () => {
  let h: SignupHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });
  const body = { email: EMAIL, password: PASSWORD, affiliate: '', origin: '' };
  // The harness serves plain http on 127.0.0.1: an https Origin matches only by the forwarded protocol.
  const httpsOrigin = (harness: SignupHarness) => harness.baseUrl.replace(/^http:/, 'https:');

  it('with no trusted proxy, a forwarded https does not make an https page same-origin: 403, nothing stored', async () => {
    h = await startSignupHarness({ TRUSTED_PROXY_HOPS: '0' });
    const res = await h.post('/api/1/send_validation_email', body, {
      origin: httpsOrigin(h),
      'x-forwarded-proto': 'https',
    });
    expect(res.status).toBe(403);
    expect(await count(h, 'pending_signups')).toBe(0);
    expect(h.outboxFiles()).toEqual([]);
  });

  it('behind one trusted proxy, the https it forwarded makes the https page same-origin: code sent', async () => {
    h = await startSignupHarness({ TRUSTED_PROXY_HOPS: '1' });
    const res = await h.post('/api/1/send_validation_email', body, {
      origin: httpsOrigin(h),
      'x-forwarded-proto': 'https',
    });
    expect(res.status).toBe(200);
    expect(h.outboxFiles()).toHaveLength(1);
  });

  it('behind one trusted proxy, a forged https before the proxy value changes nothing: 403', async () => {
    h = await startSignupHarness({ TRUSTED_PROXY_HOPS: '1' });
    const res = await h.post('/api/1/send_validation_email', body, {
      origin: httpsOrigin(h),
      'x-forwarded-proto': 'https, http',
    });
    expect(res.status).toBe(403);
    expect(await count(h, 'pending_signups')).toBe(0);
  });
});

describe('proxy mode (SIGNUP_API_URL)', () => {
  it('forwards /api/1/* to the external backend unchanged and relays its answer', async () => {
    const seen: { method?: string; url?: string; aid?: string; cookie?: string; body: string }[] =
      [];
    const backend = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          aid: req.headers['x-switchboard-aid'] as string,
          cookie: req.headers.cookie,
          body,
        });
        res.writeHead(409, {
          'content-type': 'application/json',
          'set-cookie': 'backend=1; Path=/',
        });
        res.end('{"status":"taken"}');
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const h = await startSignupHarness({
      SIGNUP_API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    });
    try {
      const raw = '{"email":"ada@lovelace-analytics.com",  "password":"x"}';
      const res = await fetch(`${h.baseUrl}/api/1/send_validation_email?ref=1`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-switchboard-aid': '6f1c2a0e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
          cookie: 'sb_session=abc',
        },
        body: raw,
      });
      expect(res.status).toBe(409);
      expect(await res.text()).toBe('{"status":"taken"}');
      expect(res.headers.get('set-cookie')).toBe('backend=1; Path=/');
      const other = await h.get('/api/1/email_available/ada%40lovelace-analytics.com');
      expect(other.status).toBe(409);
      expect(seen).toEqual([
        {
          method: 'POST',
          url: '/api/1/send_validation_email?ref=1',
          aid: '6f1c2a0e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
          cookie: 'sb_session=abc',
          body: raw,
        },
        expect.objectContaining({
          method: 'GET',
          url: '/api/1/email_available/ada%40lovelace-analytics.com',
        }),
      ]);
      expect(await count(h, 'pending_signups')).toBe(0);
    } finally {
      await h.close();
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  });

  it('adds its own hop to X-Forwarded-For and X-Forwarded-Proto, as any proxy does', async () => {
    const seen: { forwardedFor?: string; forwardedProto?: string }[] = [];
    const backend = http.createServer((req, res) => {
      seen.push({
        forwardedFor: req.headers['x-forwarded-for'] as string,
        forwardedProto: req.headers['x-forwarded-proto'] as string,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"available":true}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const h = await startSignupHarness({
      SIGNUP_API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    });
    try {
      // Behind a CDN: the visitor's address and protocol as the CDN wrote them.
      const behindCdn = await h.get('/api/1/email_available/ada%40lovelace-analytics.com', {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
      });
      expect(behindCdn.status).toBe(200);
      // Reached directly: this hop is the first to write them.
      expect((await h.get('/api/1/email_available/ada%40lovelace-analytics.com')).status).toBe(200);
      expect(seen).toEqual([
        { forwardedFor: '203.0.113.9, 127.0.0.1', forwardedProto: 'https, http' },
        { forwardedFor: '127.0.0.1', forwardedProto: 'http' },
      ]);
    } finally {
      await h.close();
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  });
});
