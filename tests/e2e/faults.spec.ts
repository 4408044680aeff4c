import path from 'node:path';
import Database from 'better-sqlite3';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { FORM_IDS, MARKETING_PORTAL_ID, SUBMISSION_ID_HEADER } from '@/constants/forms';

/**
 * Fault tests against the production server (issue 8, item 5): bad input of every kind is answered
 * with a 4xx and stores nothing; a request that meets a locked SQLite database is refused with 503 +
 * Retry-After at once (issue 14), never answered 500 and never left waiting on the lock.
 * The CRM outage and the mail outage are covered at handler level in tests/integration/faults-*.
 */

const DB_FILE = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'switchboard.sqlite');
const FORMS_PATH = `/api/forms/submissions/v3/integration/submit/${MARKETING_PORTAL_ID}/${FORM_IDS.blogSubscribeFooter}`;
const EVENT_PATH = '/api/1/noauth/event';

/** A distinct visitor per request, as the CDN would forward it (198.18.0.0/15 is for testing). */
let visitor = 0;
const visitorIp = () => {
  visitor += 1;
  return `198.19.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
};

const marker = () => `fault-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const leadEmail = (id: string) => `${id}@acme-logistics.com`;

function leadBody(email: string) {
  return {
    fields: [{ objectTypeId: '0-1', name: 'email', value: email }],
    submittedAt: String(Date.now()),
    context: { pageUri: 'http://127.0.0.1/blog', pageName: 'Blog' },
  };
}

function eventBody(id: string) {
  return {
    name: ANALYTICS_EVENTS.linkClick,
    value: JSON.stringify({ marker: id }),
    time: new Date().toISOString(),
  };
}

/** Reads the server's database (read-only) to check what was, or was not, stored. */
function rowCount(sql: string, ...params: unknown[]): number {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}
const leadsFor = (email: string) =>
  rowCount('SELECT COUNT(*) AS n FROM leads WHERE email = ?', email);
const eventsFor = (id: string) =>
  rowCount(
    'SELECT COUNT(*) AS n FROM analytics_events WHERE value = ?',
    JSON.stringify({ marker: id }),
  );
const pendingSignupsFor = (email: string) =>
  rowCount('SELECT COUNT(*) AS n FROM pending_signups WHERE email = ?', email);

/**
 * An oversized body is refused before it is read to the end, and the server then closes that
 * connection: it gets a connection of its own so the next request does not reuse a dead socket.
 */
async function postOversized(url: string, body: string) {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await context.post(url, {
      data: body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
      failOnStatusCode: false,
    });
    return { status: response.status(), text: await response.text() };
  } finally {
    await context.dispose();
  }
}

async function post(
  request: APIRequestContext,
  url: string,
  body: string | Buffer,
  contentType = 'application/json',
) {
  return request.post(url, {
    data: body,
    headers: { 'content-type': contentType, 'x-forwarded-for': visitorIp() },
    failOnStatusCode: false,
  });
}

test.describe('bad input gets a 4xx and stores nothing', () => {
  test('the forms host refuses malformed JSON, an oversized body and a non-JSON content type', async ({
    request,
  }) => {
    // Baseline: the same request with a good body is stored, so the checks below can fail.
    const good = leadEmail(marker());
    const accepted = await post(request, FORMS_PATH, JSON.stringify(leadBody(good)));
    expect(accepted.status()).toBe(200);
    expect(leadsFor(good)).toBe(1);

    const malformedEmail = leadEmail(marker());
    const malformed = await post(
      request,
      FORMS_PATH,
      JSON.stringify(leadBody(malformedEmail)).slice(0, -2),
    );
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toMatchObject({ status: 'error' });

    const oversizedEmail = leadEmail(marker());
    const oversized = await postOversized(
      FORMS_PATH,
      JSON.stringify({
        ...leadBody(oversizedEmail),
        padding: 'x'.repeat(2 * 1024 * 1024),
      }),
    );
    expect(oversized.status).toBeGreaterThanOrEqual(400);
    expect(oversized.status).toBeLessThan(500);

    const formEncodedEmail = leadEmail(marker());
    const formEncoded = await post(
      request,
      FORMS_PATH,
      `email=${encodeURIComponent(formEncodedEmail)}`,
      'application/x-www-form-urlencoded',
    );
    expect(formEncoded.status()).toBeGreaterThanOrEqual(400);
    expect(formEncoded.status()).toBeLessThan(500);

    for (const email of [malformedEmail, oversizedEmail, formEncodedEmail]) {
      expect(leadsFor(email), `${email} stored`).toBe(0);
    }
  });

  test('the event endpoint refuses malformed JSON, an oversized event and a wrong content type', async ({
    request,
  }) => {
    const good = marker();
    expect((await post(request, EVENT_PATH, JSON.stringify(eventBody(good)))).status()).toBe(204);
    expect(eventsFor(good)).toBe(1);

    const malformed = marker();
    const malformedAnswer = await post(
      request,
      EVENT_PATH,
      JSON.stringify(eventBody(malformed)).slice(0, -1),
    );
    expect(malformedAnswer.status()).toBe(400);

    const oversized = marker();
    const oversizedAnswer = await postOversized(
      EVENT_PATH,
      JSON.stringify({
        ...eventBody(oversized),
        value: JSON.stringify({ marker: oversized, pad: 'x'.repeat(1024 * 1024) }),
      }),
    );
    expect(oversizedAnswer.status).toBe(413);

    const formEncoded = marker();
    const formEncodedAnswer = await post(
      request,
      EVENT_PATH,
      `name=${ANALYTICS_EVENTS.linkClick}&value=${formEncoded}`,
      'application/x-www-form-urlencoded',
    );
    expect(formEncodedAnswer.status()).toBeGreaterThanOrEqual(400);
    expect(formEncodedAnswer.status()).toBeLessThan(500);

    for (const id of [malformed, oversized, formEncoded]) expect(eventsFor(id)).toBe(0);
  });

  test('the signup backend refuses malformed JSON, an oversized body and a wrong content type', async ({
    request,
  }) => {
    const send = '/api/1/send_validation_email';
    const body = (email: string) =>
      JSON.stringify({ email, password: 'Fault-Tests-2026', affiliate: '', origin: '' });

    const malformedEmail = leadEmail(marker());
    const malformed = await post(request, send, body(malformedEmail).slice(0, -1));
    expect(malformed.status()).toBe(400);

    const oversizedEmail = leadEmail(marker());
    const oversized = await postOversized(
      send,
      JSON.stringify({
        ...(JSON.parse(body(oversizedEmail)) as object),
        pad: 'x'.repeat(2 * 1024 * 1024),
      }),
    );
    expect(oversized.status).toBeGreaterThanOrEqual(400);
    expect(oversized.status).toBeLessThan(500);

    const textEmail = leadEmail(marker());
    const text = await post(request, send, body(textEmail), 'text/plain');
    expect(text.status()).toBe(415);

    for (const email of [malformedEmail, oversizedEmail, textEmail]) {
      expect(pendingSignupsFor(email)).toBe(0);
    }
  });

  test('every JSON endpoint refuses a text/plain body (a cross-site request without preflight) with 415 and stores nothing', async ({
    request,
  }) => {
    const id = marker();
    const email = leadEmail(id);
    const probes = [
      { path: FORMS_PATH, body: leadBody(email) },
      { path: EVENT_PATH, body: eventBody(id) },
      {
        path: '/api/1/send_validation_email',
        body: { email, password: 'Fault-Tests-2026', affiliate: '', origin: '' },
      },
      {
        path: '/api/scheduler/bookings',
        body: {
          startsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
          timeZone: 'Europe/Berlin',
          email,
          firstName: 'Mallory',
          lastName: 'Cross',
          company: 'Cross Site',
          title: '',
          phoneNumber: '+1 212 555 0100',
          companySize: '251',
          industry: 'Technology',
        },
      },
      {
        path: '/api/fb-conversion-api',
        body: {
          formObject: {
            Email: email,
            FirstName: 'Mallory',
            LastName: 'Cross',
            ContentName: 'Trial signup',
            currentUrl: `http://127.0.0.1/${id}`,
            client_user_agent: 'fault-test',
          },
        },
      },
      {
        path: '/api/licapi',
        body: { conversion: 'trial', eventId: id, conversionHappenedAt: Date.now(), email },
      },
    ];
    for (const probe of probes) {
      const answer = await post(request, probe.path, JSON.stringify(probe.body), 'text/plain');
      expect(answer.status(), probe.path).toBe(415);
      expect(answer.headers()['accept-post'], probe.path).toBe('application/json');
    }
    // The forms host answers in HubSpot's error shape, as the real endpoint would.
    const hubspot = await post(request, FORMS_PATH, JSON.stringify(leadBody(email)), 'text/plain');
    expect(await hubspot.json()).toMatchObject({
      status: 'error',
      message: 'Unsupported Media Type',
      errors: [{ errorType: 'UNSUPPORTED_MEDIA_TYPE' }],
    });
    expect(leadsFor(email)).toBe(0);
    expect(eventsFor(id)).toBe(0);
    expect(pendingSignupsFor(email)).toBe(0);
    expect(rowCount('SELECT COUNT(*) AS n FROM demo_bookings WHERE email = ?', email)).toBe(0);
    expect(
      rowCount(
        "SELECT COUNT(*) AS n FROM ad_conversions WHERE event_id = ? OR payload LIKE '%' || ? || '%'",
        id,
        id,
      ),
    ).toBe(0);
  });

  test('an /api path that cannot be percent-decoded gets a JSON 400 and stores nothing (decision 0253)', async ({
    request,
    baseURL,
  }) => {
    const email = leadEmail(marker());
    const malformedForms = FORMS_PATH.replace(MARKETING_PORTAL_ID, '%E0%A4%A');
    const answers = [
      await post(request, `${baseURL}${malformedForms}`, JSON.stringify(leadBody(email))),
      ...(await Promise.all(
        ['/api/1/email_available/%E0%A4%A', '/api/hs/identify/%', '/api/integrations/%zz/logo'].map(
          (path) => request.get(`${baseURL}${path}`, { failOnStatusCode: false }),
        ),
      )),
    ];
    for (const answer of answers) {
      expect(answer.status(), answer.url()).toBe(400);
      expect(answer.headers()['content-type'], answer.url()).toBe(
        'application/json; charset=utf-8',
      );
      expect(await answer.json(), answer.url()).toEqual({
        error: 'The path has malformed percent-encoding',
      });
    }
    expect(leadsFor(email)).toBe(0);
  });

  test('path traversal in page slugs is answered with a 4xx and never reads a file', async ({
    request,
  }) => {
    for (const probe of [
      '/blog/..%2F..%2Fpackage.json',
      '/blog/%2e%2e%2f%2e%2e%2f.env',
      '/compare/..%2F..%2F..%2Fetc%2Fpasswd',
      '/legal/..%2F..%2Fpackage.json',
      '/blog/category/..%2F..%2Fpackage.json',
      '/_next/static/..%2F..%2Fpackage.json',
      '/..%2F..%2Fpackage.json',
    ]) {
      const response = await request.get(probe, { failOnStatusCode: false, maxRedirects: 0 });
      expect(response.status(), probe).toBeGreaterThanOrEqual(400);
      expect(response.status(), probe).toBeLessThan(500);
      const text = await response.text();
      expect(text, probe).not.toContain('"dependencies"');
      expect(text, probe).not.toContain('root:x:0:0');
    }
  });

  test('the image optimizer refuses traversal, foreign hosts and unsupported sizes with a 400', async ({
    request,
  }) => {
    for (const url of [
      '/../../etc/passwd',
      '/..%2F..%2Fpackage.json',
      '%2F..%2F..%2Fpackage.json',
      'https://evil.example/logo.png',
      '//evil.example/logo.png',
      'file:///etc/passwd',
    ]) {
      const probe = `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`;
      const response = await request.get(probe, { failOnStatusCode: false });
      expect(response.status(), probe).toBeGreaterThanOrEqual(400);
      expect(response.status(), probe).toBeLessThan(500);
      expect(await response.text(), probe).not.toContain('root:x:0:0');
    }
    const oddWidth = await request.get('/_next/image?url=%2Ffavicon.svg&w=123&q=75', {
      failOnStatusCode: false,
    });
    expect(oddWidth.status()).toBe(400);
  });
});

test.describe('a locked database', () => {
  test.describe.configure({ mode: 'serial' });

  for (const scenario of [
    {
      name: 'a lead',
      // The forms client resends a refused submission with its submission id (issue 14, item 6).
      send: (request: APIRequestContext, id: string) =>
        request.post(FORMS_PATH, {
          data: JSON.stringify(leadBody(leadEmail(id))),
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': visitorIp(),
            [SUBMISSION_ID_HEADER]: `lock-${id}`,
          },
          failOnStatusCode: false,
        }),
      ok: 200,
      stored: (id: string) => leadsFor(leadEmail(id)),
    },
    {
      name: 'an analytics event',
      send: (request: APIRequestContext, id: string) =>
        post(request, EVENT_PATH, JSON.stringify(eventBody(id))),
      ok: 204,
      stored: (id: string) => eventsFor(id),
    },
  ]) {
    test(`${scenario.name} sent while another process holds the write lock is refused at once with 503 + Retry-After, the site keeps answering, and the same request is stored once after the lock`, async ({
      request,
    }) => {
      const id = marker();
      const locker = new Database(DB_FILE, { fileMustExist: true });
      try {
        // Another process (this test) takes the write lock; the server must not wait for it.
        locker.exec('BEGIN IMMEDIATE');
        const started = Date.now();
        const refused = await scenario.send(request, id);
        expect(refused.status()).toBe(503);
        expect(refused.headers()['retry-after']).toBe('2');
        expect(Date.now() - started).toBeLessThan(1000);
        const health = await request.get('/api/health');
        expect(health.status()).toBe(200);
        locker.exec('COMMIT');
        expect(scenario.stored(id)).toBe(0);

        const accepted = await scenario.send(request, id);
        expect(accepted.status()).toBe(scenario.ok);
        expect(scenario.stored(id)).toBe(1);
      } finally {
        if (locker.inTransaction) locker.exec('ROLLBACK');
        locker.close();
      }
    });
  }
});
