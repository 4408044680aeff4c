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

it('records the request of a stored demo request: 204', async () => {
  await storeLead(getDb(), demoRequestLead('demo-request-contact', 'ann@acme-logistics.com'), {
    forward: false,
  });
  expect((await ask('demo-request-contact')).status).toBe(204);
  expect(await recorded()).toEqual([{ request_id: 'demo-request-contact' }]);
});

it('answers 404 to an id no demo request was stored under, and records nothing', async () => {
  const answer = await ask('never-submitted-0002');
  expect(answer.status).toBe(404);
  expect(await answer.json()).toEqual({
    error: 'We could not find your demo request. Please request a demo again.',
  });
  expect(await recorded()).toEqual([]);
});
