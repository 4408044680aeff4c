import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import handler from '@/pages/api/leads/replay';
import { blogSubscriberLead } from '@/tests/support/blog-subscriber-lead';
import { openLeadViewEndpoint, type LeadViewEndpoint } from '@/tests/support/lead-view';
import { listLeads, storeLead } from '.';

/**
 * Going live with HubSpot: the leads the site kept while no CRM was configured are sent on a
 * marketer's word, those the lead view's filter shows, through the same outbox as every new lead.
 */
let bench: LeadViewEndpoint;
let origin: string;
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-11-02T12:00:00Z');

beforeAll(async () => {
  delete process.env.HUBSPOT_PORTAL_ID;
  delete process.env.HUBSPOT_FORMS_HOST;
  bench = await openLeadViewEndpoint('leads-send-stored');
  const { db } = bench;
  // Two kept before the CRM, on two days; one already on its way.
  await storeLead(db, blogSubscriberLead('early@acme-logistics.com', 'stored-1', T0), {
    forward: false,
    now: T0,
  });
  await storeLead(db, blogSubscriberLead('later@acme-logistics.com', 'stored-2', T0 + DAY), {
    forward: false,
    now: T0 + DAY,
  });
  await storeLead(db, blogSubscriberLead('queued@acme-logistics.com', 'stored-3', T0), {
    forward: true,
    now: T0,
  });
  origin = await bench.serve(handler);
});

afterAll(async () => {
  delete process.env.HUBSPOT_PORTAL_ID;
  delete process.env.HUBSPOT_FORMS_HOST;
  await bench.close();
});

const send = (fields: Record<string, string>) =>
  fetch(`${origin}/api/leads/replay`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      authorization: bench.authorization,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ stored: 'true', ...fields }).toString(),
  });

const forwarding = async () =>
  Object.fromEntries((await listLeads(getDb())).leads.map((lead) => [lead.email, lead.forwarding]));

it('refuses while no CRM is configured, and leaves the leads as they are', async () => {
  const answer = await send({});
  expect(answer.status).toBe(409);
  expect(await answer.json()).toEqual({ error: 'No CRM is configured to send them to' });
  expect(await forwarding()).toEqual({
    'early@acme-logistics.com': 'local',
    'later@acme-logistics.com': 'local',
    'queued@acme-logistics.com': 'pending',
  });
});

it('queues the kept leads the filter shows, and only those, once HubSpot is configured', async () => {
  process.env.HUBSPOT_PORTAL_ID = '12345';
  process.env.HUBSPOT_FORMS_HOST = 'https://api.hsforms.com';
  resetEnvForTests();
  const first = await send({ from: '2026-11-02', to: '2026-11-02' });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ replayed: 1 });
  expect(await forwarding()).toEqual({
    'early@acme-logistics.com': 'pending',
    'later@acme-logistics.com': 'local',
    'queued@acme-logistics.com': 'pending',
  });
  const rest = await send({});
  expect(await rest.json()).toEqual({ replayed: 1 });
  expect((await forwarding())['later@acme-logistics.com']).toBe('pending');
  // Nothing is queued twice.
  expect(await (await send({})).json()).toEqual({ replayed: 0 });
});
