import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import handler from '@/pages/api/forms/submissions/v3/integration/submit/[portalId]/[formId]';
import { getLead, listLeads, leadsCsv } from '.';

/**
 * The embedded forms host over real HTTP on a real SQLite file: the route handler behind a minimal
 * Next-style adapter (query and cookies from the URL and headers, status().json()).
 */
let server: http.Server;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-host-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.HUBSPOT_PORTAL_ID;
  delete process.env.HUBSPOT_FORMS_HOST;
  // One proxy of ours in front, as in production: X-Forwarded-For's last entry is the visitor.
  process.env.TRUSTED_PROXY_HOPS = '1';
  resetEnvForTests();
  await openTestDb({ asProcessDb: true });
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/');
    const cookies = Object.fromEntries(
      (req.headers.cookie ?? '')
        .split(';')
        .filter(Boolean)
        .map((pair) => {
          const [name = '', ...rest] = pair.trim().split('=');
          return [name, decodeURIComponent(rest.join('='))];
        }),
    );
    const apiReq = Object.assign(req, {
      query: { portalId: parts.at(-2), formId: parts.at(-1) },
      cookies,
    }) as unknown as NextApiRequest;
    const apiRes = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(body: unknown) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      },
    }) as unknown as NextApiResponse;
    void handler(apiReq, apiRes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/forms/submissions/v3/integration/submit`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb(getDb());
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const field = (name: string, value: string) => ({ objectTypeId: '0-1', name, value });

function post(
  formId: string,
  body: unknown,
  headers: Record<string, string> = {},
  portalId = '4471892',
) {
  return fetch(`${base}/${portalId}/${formId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const validSubscribe = {
  fields: [field('email', 'jane@acme-logistics.com'), field('utm_source', 'newsletter')],
  // Now, as the forms send it: the host refuses a time older than 30 days.
  submittedAt: String(Date.now()),
  context: { pageUri: 'https://www.switchboard.example/blog', pageName: 'Blog' },
  legalConsentOptions: {
    consent: {
      consentToProcess: true,
      text: 'By submitting this form, you agree to our Terms and Privacy Notice.',
    },
  },
};

it('stores a valid submission before answering 200, with qualification and consent data', async () => {
  const response = await post('blog-subscribe-footer', validSubscribe, {
    'x-submission-id': 'sub-host-0001',
    'cf-ipcountry': 'DE',
    cookie: `sb_consent=${encodeURIComponent(JSON.stringify({ categories: ['C0001', 'C0002'] }))}`,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ inlineMessage: 'Thanks for submitting the form.' });
  const { leads } = await listLeads(getDb());
  expect(leads).toHaveLength(1);
  const lead = (await getLead(getDb(), leads[0]!.id))!;
  expect(lead).toMatchObject({
    formId: 'blog-subscribe-footer',
    email: 'jane@acme-logistics.com',
    utmSource: 'newsletter',
    ipCountry: 'DE',
    freeEmailDomain: false,
    forwarding: 'local',
  });
  expect(lead.fields).toContainEqual({ name: 'free_email_domain', value: 'false' });
  expect(lead.fields).toContainEqual({ name: 'ip_country', value: 'DE' });
  expect(lead.consent).toMatchObject({
    noticeAccepted: true,
    model: 'opt-in',
    cookieGroups: ['C0001', 'C0002'],
  });
  expect(lead.context).toMatchObject({
    pageUri: 'https://www.switchboard.example/blog',
    ipAddress: '203.0.113.9',
  });
});

it('answers a repeated submission id once: 200 again, no second lead', async () => {
  const before = (await listLeads(getDb())).total;
  const first = await post('blog-subscribe-footer', validSubscribe, {
    'x-submission-id': 'sub-host-0002',
  });
  const again = await post('blog-subscribe-footer', validSubscribe, {
    'x-submission-id': 'sub-host-0002',
  });
  expect([first.status, again.status]).toEqual([200, 200]);
  expect((await listLeads(getDb())).total).toBe(before + 1);
});

it('refuses another submission under a used id with 409, and keeps the first as it was', async () => {
  const first = await post('blog-subscribe-footer', validSubscribe, {
    'x-submission-id': 'sub-host-0003',
  });
  expect(first.status).toBe(200);
  const before = (await listLeads(getDb())).total;
  const other = await post(
    'blog-subscribe-footer',
    { ...validSubscribe, fields: [field('email', 'eve@other-co.example')] },
    { 'x-submission-id': 'sub-host-0003' },
  );
  expect(other.status).toBe(409);
  expect(await other.json()).toMatchObject({
    status: 'error',
    errors: [
      {
        message:
          'This submission id was already used for another submission: send it with a new id',
        errorType: 'DUPLICATE_SUBMISSION_ID',
      },
    ],
  });
  expect((await listLeads(getDb())).total).toBe(before);
  const { leads } = await listLeads(getDb());
  expect(leads.map((lead) => lead.email)).not.toContain('eve@other-co.example');
});

it('rejects bad input with HubSpot-shaped 400 errors and stores nothing', async () => {
  const before = (await listLeads(getDb())).total;
  const response = await post('partner-channel', {
    fields: [
      field('email', 'jane@gmail.com'),
      field('firstname', 'Ja<ne'),
      field('country', 'Atlantis'),
    ],
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as {
    status: string;
    message: string;
    correlationId: string;
    errors: { message: string; errorType: string }[];
  };
  expect(body.status).toBe('error');
  expect(body.message).toBe('The request is not valid');
  expect(body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.errors).toEqual(
    expect.arrayContaining([
      {
        message: "Error in 'fields.email'. Please use your work email",
        errorType: 'BLOCKED_EMAIL',
      },
      {
        message: "Error in 'fields.firstname'. First name contains invalid characters",
        errorType: 'INVALID_FIELD_VALUE',
      },
      { message: "Error in 'fields.lastname'. Last name is required", errorType: 'REQUIRED_FIELD' },
      {
        message: "Error in 'fields.country'. Country not valid",
        errorType: 'VALUE_NOT_IN_FIELD_DEFINITION',
      },
      {
        message: "Error in 'fields.partner_interest_reason'. A reason is required",
        errorType: 'REQUIRED_FIELD',
      },
    ]),
  );
  expect((await listLeads(getDb())).total).toBe(before);
});

it('answers malformed JSON, a missing email, an empty hutk and an unknown form as HubSpot does', async () => {
  const malformed = await post('blog-subscribe-footer', '{"fields": [');
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toMatchObject({ errors: [{ errorType: 'INVALID_JSON' }] });

  const noEmail = await post('blog-subscribe-footer', { fields: [] });
  expect(await noEmail.json()).toMatchObject({
    errors: [
      { message: "Error in 'fields.email'. Work email is required", errorType: 'REQUIRED_FIELD' },
    ],
  });

  const badHutk = await post('blog-subscribe-footer', { ...validSubscribe, context: { hutk: '' } });
  expect(badHutk.status).toBe(400);
  expect(await badHutk.json()).toMatchObject({ errors: [{ errorType: 'INVALID_HUTK' }] });

  expect((await post('no-such-form', validSubscribe)).status).toBe(404);
  expect((await post('blog-subscribe-footer', validSubscribe, {}, '999')).status).toBe(404);
  const get = await fetch(`${base}/4471892/blog-subscribe-footer`);
  expect(get.status).toBe(405);
});

it('accepts repeated name/value pairs as a multi-choice answer', async () => {
  const response = await post('customer-advocacy', {
    fields: [
      field('email', 'sam@northwind-freight.com'),
      field('firstname', 'Sam'),
      field('lastname', 'Okafor'),
      field('company', 'Northwind Freight'),
      field('advocacy_opt_in_type', 'review'),
      field('advocacy_opt_in_type', 'reference-call'),
      field('logo_approval', 'Yes'),
    ],
  });
  expect(response.status).toBe(200);
  const csv = await leadsCsv(getDb(), { formId: 'customer-advocacy' });
  expect(csv).toContain('sam@northwind-freight.com');
  expect(csv).toContain('advocacy_opt_in_type');
});

it('drops a filled honeypot silently with the usual answer', async () => {
  const before = (await listLeads(getDb())).total;
  const response = await post('blog-subscribe-footer', {
    fields: [
      field('email', 'bot@spam-farm.biz'),
      field('company_website_url', 'http://spam.example'),
    ],
  });
  expect(response.status).toBe(200);
  expect((await listLeads(getDb())).total).toBe(before);
});

it('refuses a flood from one address with a generic 429', async () => {
  let last: Response | undefined;
  for (let i = 0; i < 70; i += 1) {
    last = await post(
      'blog-subscribe-footer',
      { fields: [] },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    if (last.status === 429) break;
  }
  expect(last?.status).toBe(429);
  expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await last?.json()).toMatchObject({
    status: 'error',
    message: 'Too many requests, please try again later',
  });
});

it('keys the flood limit on the address our proxy saw, not on a forged leftmost entry', async () => {
  let last: Response | undefined;
  for (let i = 0; i < 70; i += 1) {
    last = await post(
      'blog-subscribe-footer',
      { fields: [] },
      { 'x-forwarded-for': `10.${i}.0.1, 198.51.100.8` },
    );
    if (last.status === 429) break;
  }
  expect(last?.status).toBe(429);
  // Another visitor behind the same proxy is not affected.
  const other = await post(
    'blog-subscribe-footer',
    { fields: [] },
    { 'x-forwarded-for': '198.51.100.9' },
  );
  expect(other.status).toBe(400);
});

it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', ''])(
  'answers 415 in HubSpot shape to a JSON body sent as %j (a cross-site simple request), storing nothing',
  async (contentType) => {
    const before = (await listLeads(getDb())).total;
    const response = await fetch(`${base}/4471892/blog-subscribe-footer`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': '203.0.113.50' },
      body: JSON.stringify({
        ...validSubscribe,
        fields: [field('email', 'mallory@cross-site.example')],
      }),
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('accept-post')).toBe('application/json');
    expect(await response.json()).toEqual({
      status: 'error',
      message: 'Unsupported Media Type',
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      errors: [
        { message: 'Send the body as application/json', errorType: 'UNSUPPORTED_MEDIA_TYPE' },
      ],
    });
    expect((await listLeads(getDb())).total).toBe(before);
    expect(await leadsCsv(getDb(), {})).not.toContain('mallory@cross-site.example');
  },
);

it('accepts application/json with a charset parameter', async () => {
  const response = await post(
    'blog-subscribe-footer',
    { ...validSubscribe, fields: [field('email', 'charset@acme-logistics.com')] },
    { 'content-type': 'application/json; charset=utf-8' },
  );
  expect(response.status).toBe(200);
});
