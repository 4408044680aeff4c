import { resetEnvForTests } from '@/lib/env';
import handler from '@/pages/api/leads/outbox';
import { FORM_IDS } from '@/constants/forms';
import { blogSubscriberLead } from '@/tests/support/blog-subscriber-lead';
import { fakeHubspot } from '@/tests/support/fake-hubspot';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { openTestDb } from '@/tests/support/test-db';
import type { Db } from '@/lib/server/db';
import { getLead, listLeads, OUTBOX_RETRY, storeLead } from '.';
import { SCHEDULER_REFUSAL } from '@/lib/server/http/scheduler-route';

/**
 * POST /api/leads/outbox, the endpoint a scheduler calls where no process runs between requests
 * (docs/deploy.md): refused without CRON_SECRET, one batch of due leads sent to a fake HubSpot
 * speaking the v3 contract otherwise. Runs on SQLite and, in make unit-postgres, on PostgreSQL.
 */
const SECRET = 'outbox-endpoint-test-secret-0123456789abcdef';
const GUID = '4b1f0c7e-0000-4000-8000-000000000001';

let db: Db;
let formsHost: string;
let server: Awaited<ReturnType<typeof serveApiHandler>>;
const hubspot = fakeHubspot(() => 'ok');

beforeAll(async () => {
  formsHost = await hubspot.start();
  Object.assign(process.env, {
    CRON_SECRET: SECRET,
    HUBSPOT_PORTAL_ID: '4470001',
    HUBSPOT_FORMS_HOST: formsHost,
    HUBSPOT_FORM_GUIDS: JSON.stringify({ [FORM_IDS.blogSubscribeFooter]: GUID }),
  });
  resetEnvForTests();
  db = await openTestDb({ asProcessDb: true });
  server = await serveApiHandler(handler);
});

afterAll(async () => {
  await server.close();
  await hubspot.stop();
  for (const name of [
    'CRON_SECRET',
    'HUBSPOT_PORTAL_ID',
    'HUBSPOT_FORMS_HOST',
    'HUBSPOT_FORM_GUIDS',
  ])
    delete process.env[name];
  resetEnvForTests();
});

beforeEach(async () => {
  hubspot.received.length = 0;
  await db.deleteFrom('lead_outbox').execute();
  await db.deleteFrom('leads').execute();
  await db.deleteFrom('rate_limits').execute();
});

async function storeDueLeads(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const lead = blogSubscriberLead(`reader${n}@acme-logistics.com`, `drain-${n}`, Date.now());
    ids.push((await storeLead(db, lead, { forward: true })).leadId);
  }
  return ids;
}

const drain = (headers: Record<string, string> = {}, method = 'POST') =>
  fetch(`${server.origin}/api/leads/outbox`, { method, headers });

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

const forwarding = async () =>
  (await listLeads(db, {}, { limit: 500, offset: 0 })).leads.map((lead) => lead.forwarding);

it.each([
  ['no Authorization header', {}],
  ['a wrong secret', bearer('not-the-outbox-secret-0123456789abcdef')],
  ['the secret as basic auth', { authorization: `Basic ${btoa(`cron:${SECRET}`)}` }],
])('answers 401 to %s and sends nothing', async (_name, headers) => {
  const [leadId] = await storeDueLeads(1);
  const res = await drain(headers);
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe('Bearer realm="Switchboard outbox"');
  expect(await res.json()).toEqual({ error: SCHEDULER_REFUSAL });
  expect(hubspot.received).toHaveLength(0);
  expect((await getLead(db, leadId!))?.forwarding).toBe('pending');
});

it('answers 401 to every call while CRON_SECRET is unset', async () => {
  await storeDueLeads(1);
  delete process.env.CRON_SECRET;
  resetEnvForTests();
  try {
    const res = await drain(bearer(SECRET));
    expect(res.status).toBe(401);
    expect(hubspot.received).toHaveLength(0);
  } finally {
    process.env.CRON_SECRET = SECRET;
    resetEnvForTests();
  }
});

it('sends every due lead once and answers what it did', async () => {
  const ids = await storeDueLeads(3);
  const res = await drain(bearer(SECRET));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ delivered: 3, retried: 0, dead: 0, due: 0 });
  expect(hubspot.received.map((r) => r.path)).toEqual(
    Array(3).fill(`/submissions/v3/integration/submit/4470001/${GUID}`),
  );
  expect(hubspot.received.flatMap((r) => r.emails).sort()).toEqual([
    'reader0@acme-logistics.com',
    'reader1@acme-logistics.com',
    'reader2@acme-logistics.com',
  ]);
  for (const id of ids) expect((await getLead(db, id))?.forwarding).toBe('delivered');

  // Vercel Cron calls with GET; nothing is left to send.
  const again = await drain(bearer(SECRET), 'GET');
  expect(await again.json()).toEqual({ delivered: 0, retried: 0, dead: 0, due: 0 });
  expect(hubspot.received).toHaveLength(3);
});

it('sends one batch per call and says how many are still due', async () => {
  const batch = OUTBOX_RETRY.drainBatch;
  await storeDueLeads(batch + 5);
  const first = await drain(bearer(SECRET));
  expect(await first.json()).toEqual({ delivered: batch, retried: 0, dead: 0, due: 5 });
  expect((await forwarding()).filter((status) => status === 'pending')).toHaveLength(5);
  const second = await drain(bearer(SECRET));
  expect(await second.json()).toEqual({ delivered: 5, retried: 0, dead: 0, due: 0 });
  expect(new Set(hubspot.received.flatMap((r) => r.emails)).size).toBe(batch + 5);
  expect(hubspot.received).toHaveLength(batch + 5);
});

it('answers 409 when HubSpot is not configured, and keeps the leads', async () => {
  const [leadId] = await storeDueLeads(1);
  delete process.env.HUBSPOT_FORMS_HOST;
  resetEnvForTests();
  try {
    const res = await drain(bearer(SECRET));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error:
        'Leads are kept on this site: HubSpot is not configured (HUBSPOT_PORTAL_ID, HUBSPOT_FORMS_HOST)',
    });
    expect((await getLead(db, leadId!))?.forwarding).toBe('pending');
  } finally {
    process.env.HUBSPOT_FORMS_HOST = formsHost;
    resetEnvForTests();
  }
});

it('answers 405 to other methods', async () => {
  const res = await drain(bearer(SECRET), 'PUT');
  expect(res.status).toBe(405);
  expect(res.headers.get('allow')).toBe('POST, GET');
});
