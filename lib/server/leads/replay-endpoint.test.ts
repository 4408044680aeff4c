import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import handler from '@/pages/api/leads/replay';
import { blogSubscriberLead } from '@/tests/support/blog-subscriber-lead';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { openTestDb } from '@/tests/support/test-db';
import { getLead, storeLead } from '.';

/**
 * POST /api/leads/replay from another origin: `Origin: null` (a sandboxed frame, a file: page, a
 * cross-site redirect) used to crash the URL parser into a 500; it is cross-site, so 403, and the
 * dead letter stays parked.
 */
let dataDir: string;
let server: Awaited<ReturnType<typeof serveApiHandler>>;
let deadLeadId: number;

const authorization = `Basic ${Buffer.from('marketing:replay-test-password').toString('base64')}`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-replay-'));
  process.env.DATA_DIR = dataDir;
  process.env.LEADS_PASSWORD = 'replay-test-password';
  delete process.env.LEADS_USERNAME;
  resetEnvForTests();
  const db = await openTestDb({ asProcessDb: true });
  deadLeadId = (
    await storeLead(
      db,
      blogSubscriberLead('reader@acme-logistics.com', 'replay-test-1', Date.now()),
      { forward: true },
    )
  ).leadId;
  // Retries exhausted: the outbox parked it (lib/server/leads/outbox.ts).
  await db
    .updateTable('lead_outbox')
    .set({ status: 'dead' })
    .where('lead_id', '=', deadLeadId)
    .execute();
  server = await serveApiHandler(handler);
});

afterAll(async () => {
  await server.close();
  delete process.env.LEADS_PASSWORD;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const replayAll = (origin: string) =>
  fetch(`${server.origin}/api/leads/replay`, {
    method: 'POST',
    headers: { authorization, origin, accept: 'application/json' },
  });

it.each(['null', 'not a url', 'https://evil.example'])(
  'answers 403 to Origin: %s and replays nothing',
  async (origin) => {
    const res = await replayAll(origin);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site requests are not allowed' });
    expect((await getLead(getDb(), deadLeadId))?.forwarding).toBe('dead');
  },
);

it('lets a post from its own origin through to the replay rules', async () => {
  const res = await replayAll(server.origin);
  // The adapter parses no form body: no lead number, so the replay rules answer 400.
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: 'leadId must be a lead number' });
  expect((await getLead(getDb(), deadLeadId))?.forwarding).toBe('dead');
});
