import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { countRows, getDb } from '@/lib/server/db';
import { RATE_LIMIT_POLICIES } from '@/lib/server/rate-limit/policies';
import bookings from '@/pages/api/scheduler/bookings';
import { addPayingCustomer } from '@/lib/server/customers';
import { storeLead } from '@/lib/server/leads/store';
import { slotsView } from '@/lib/server/scheduling';
import { demoRequestLead } from '@/tests/support/demo';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';

interface Answer {
  statusCode: number;
  body: unknown;
  headers: Headers;
}

/** The route over real HTTP, as Next runs it: the body is read by the route itself. */
let site: Awaited<ReturnType<typeof serveApiHandler>>;

async function call(method: string, body: unknown, ip = '203.0.113.7'): Promise<Answer> {
  const response = await fetch(site.origin, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    statusCode: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: response.headers,
  };
}

/** A booking body as the scheduler step sends it, with some fields replaced. */
const booking = (fields: Record<string, string>) => ({
  request_id: 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  startsAt: '2026-11-24T15:00:00.000Z',
  timeZone: 'Europe/Berlin',
  email: 'ann@acme.example',
  first_name: 'Ann',
  last_name: 'Lee',
  company: 'Acme',
  title: '',
  phone_number: '+12125550100',
  company_size_form: '251',
  industry_self_select: 'Technology',
  ...fields,
});

describe('POST /api/scheduler/bookings', () => {
  let dir: string;
  const saved = process.env.DATA_DIR;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-endpoint-'));
    process.env.DATA_DIR = dir;
    // One proxy of ours in front, as in production: X-Forwarded-For's last entry is the visitor.
    process.env.TRUSTED_PROXY_HOPS = '1';
    resetEnvForTests();
    await openTestDb({ asProcessDb: true });
    site = await serveApiHandler(bookings);
  });
  afterEach(async () => {
    await site.close();
    delete process.env.TRUSTED_PROXY_HOPS;
    await closeTestDb(getDb());
    process.env.DATA_DIR = saved;
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 405 to anything but POST', async () => {
    const response = await call('GET', undefined);
    expect(response.statusCode).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 400 with field errors to bad input and stores nothing', async () => {
    const response = await call('POST', { startsAt: 'soon' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      error: 'The booking request is not valid',
      fields: { startsAt: 'startsAt must be an ISO 8601 time', email: 'Work email is required' },
    });
    expect(await countRows(getDb(), 'demo_bookings')).toBe(0);
  });

  it.each(['2026-02-30T15:00Z', '2026-11-24T24:00:00.000Z'])(
    'refuses a startsAt that Date.parse would roll over (%s) as not an ISO 8601 time',
    async (startsAt) => {
      const response = await call('POST', booking({ startsAt }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({
        error: 'The booking request is not valid',
        fields: { startsAt: 'startsAt must be an ISO 8601 time' },
      });
      expect(await countRows(getDb(), 'demo_bookings')).toBe(0);
    },
  );

  it('answers 429 with Retry-After once one address exceeds the booking limit', async () => {
    const { attempts } = RATE_LIMIT_POLICIES.bookingPerIp;
    for (let i = 0; i < attempts; i++) {
      expect((await call('POST', {})).statusCode).toBe(400);
    }
    const limited = await call('POST', {});
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await call('POST', {}, '198.51.100.9')).statusCode).toBe(400);
  });

  it('refuses line breaks, NUL and phone text the phone input cannot produce, and stores and mails nothing', async () => {
    const response = await call(
      'POST',
      booking({
        first_name: 'Ann\r\nBcc: eve@evil.example',
        last_name: 'Lee\u0000',
        company: 'Acme\nUrgent',
        phone_number: 'call me on 5',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      error: 'The booking request is not valid',
      fields: {
        first_name: 'First name contains invalid characters',
        last_name: 'Last name contains invalid characters',
        company: 'Company contains invalid characters',
        phone_number: 'Phone number is not valid',
      },
    });
    expect(await countRows(getDb(), 'demo_bookings')).toBe(0);
    expect(fs.existsSync(path.join(dir, 'outbox'))).toBe(false);
  });

  it('answers 400, not 500, to a body nested thousands deep', async () => {
    // Sent as text: JSON.stringify itself overflows on a value this deep.
    const response = await fetch(site.origin, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: `{"startsAt":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The body nests deeper than 32 levels' });
  });

  describe('only for a demo request the site stored, of that email, that is offered a meeting', () => {
    const storeDemoRequest = (submissionId: string, email: string, companySize: string) =>
      storeLead(getDb(), demoRequestLead(submissionId, email, companySize), { forward: false });

    async function bookFor(requestId: string, email: string, companySize = '251') {
      const [slot] = (await slotsView(getDb())).slots;
      return call('POST', {
        request_id: requestId,
        startsAt: slot!.start,
        timeZone: 'Europe/Berlin',
        email,
        first_name: 'Ann',
        last_name: 'Lee',
        company: 'Acme Logistics',
        title: 'Head of Support',
        phone_number: '+14155552671',
        company_size_form: companySize,
        industry_self_select: 'Logistics',
      });
    }

    const mailsSent = () =>
      fs.existsSync(path.join(dir, 'outbox')) ? fs.readdirSync(path.join(dir, 'outbox')).length : 0;

    it('books the stored, qualifying request: 201, the meeting stored and its invitation mailed', async () => {
      await storeDemoRequest('demo-request-ok', 'ann@acme-logistics.com', '251');
      const response = await bookFor('demo-request-ok', 'Ann@Acme-Logistics.com');
      expect(response.statusCode).toBe(201);
      expect(response.body).toMatchObject({ moved: false, booking: { rep: {} } });
      expect(await countRows(getDb(), 'demo_bookings')).toBe(1);
      expect(mailsSent()).toBeGreaterThan(0);
    });

    it('answers 404 to a request id nothing was stored under, and books and mails nothing', async () => {
      const response = await bookFor('never-submitted-0001', 'victim@example.org');
      expect(response).toMatchObject({
        statusCode: 404,
        body: { error: 'We could not find your demo request. Please request a demo again.' },
      });
      expect(await countRows(getDb(), 'demo_bookings')).toBe(0);
      expect(mailsSent()).toBe(0);
    });

    it("answers the same 404 to another person's request id: the invitation cannot go elsewhere", async () => {
      await storeDemoRequest('demo-request-ann', 'ann@acme-logistics.com', '251');
      const response = await bookFor('demo-request-ann', 'victim@example.org');
      expect(response.statusCode).toBe(404);
      expect(await countRows(getDb(), 'demo_bookings')).toBe(0);
      expect(mailsSent()).toBe(0);
    });

    it('answers 403 to a company below the threshold, whatever the booking claims', async () => {
      await storeDemoRequest('demo-request-small', 'sam@tiny-shop.com', '1');
      const response = await bookFor('demo-request-small', 'sam@tiny-shop.com', '251');
      expect(response).toMatchObject({
        statusCode: 403,
        body: {
          error:
            'A meeting is not offered for this demo request. A product expert will be in touch.',
        },
      });
      expect(await countRows(getDb(), 'demo_bookings')).toBe(0);
    });

    it('answers 403 to a paying customer, even when the stored flags said a meeting was offered', async () => {
      await storeDemoRequest('demo-request-customer', 'kim@northwind-freight.com', '1001');
      await addPayingCustomer(getDb(), { company: 'Northwind', domain: 'northwind-freight.com' });
      const response = await bookFor('demo-request-customer', 'kim@northwind-freight.com');
      expect(response.statusCode).toBe(403);
      expect(await countRows(getDb(), 'demo_bookings')).toBe(0);
    });
  });
});
