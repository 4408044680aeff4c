import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { storeLead } from '@/lib/server/leads/store';
import contactRequests from '@/pages/api/scheduler/contact-requests';
import { demoRequestLead } from '@/tests/support/demo';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';

/**
 * POST /api/scheduler/contact-requests: "I'd rather have a product expert contact me" is recorded
 * for a demo request the site stored, and refused for any other id (decision 0242).
 */
let dir: string;
let site: Awaited<ReturnType<typeof serveApiHandler>>;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-requests-'));
  process.env.DATA_DIR = dir;
  resetEnvForTests();
  await openTestDb({ asProcessDb: true });
  site = await serveApiHandler(contactRequests);
});

afterEach(async () => {
  await site.close();
  await closeTestDb(getDb());
  fs.rmSync(dir, { recursive: true, force: true });
});

const ask = (requestId: string) =>
  fetch(site.origin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ request_id: requestId }),
  });

const recorded = () => getDb().selectFrom('demo_contact_requests').select('request_id').execute();

/** The mails written to the outbox (no SMTP_URL here), soft line breaks joined. */
const outbox = () => {
  const folder = path.join(dir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) => fs.readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, ''));
};

it('records the request of a stored demo request and tells the sales team once: 204', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const { leadId } = await storeLead(
    getDb(),
    demoRequestLead('demo-request-contact', 'ann@acme-logistics.com'),
    { forward: false },
  );
  expect((await ask('demo-request-contact')).status).toBe(204);
  expect(await recorded()).toEqual([{ request_id: 'demo-request-contact' }]);
  const [alert, ...others] = outbox();
  expect(others).toEqual([]);
  expect(alert).toMatch(/^To: maya\.okafor@switchboard\.example, daniel\.brooks@/m);
  expect(alert).toMatch(/^Subject: Contact request: /m);
  expect(alert).toContain('asked for a product expert to contact them instead of booking a demo.');
  expect(alert).toContain('Email: ann@acme-logistics.com');
  expect(alert).toContain('Company size: 251-1,000');
  expect(alert).toContain(`/leads/${leadId}`);
  // The visitor pressing the button again changes nothing and mails no one.
  expect((await ask('demo-request-contact')).status).toBe(204);
  expect(outbox()).toHaveLength(1);
});

it('answers 404 to an id no demo request was stored under, and records nothing', async () => {
  const answer = await ask('never-submitted-0002');
  expect(answer.status).toBe(404);
  expect(await answer.json()).toEqual({
    error: 'We could not find your demo request. Please request a demo again.',
  });
  expect(await recorded()).toEqual([]);
  expect(outbox()).toEqual([]);
});
