import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';
import { FORM_IDS, MARKETING_PORTAL_ID } from '@/constants/forms';
import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { OUTBOX_RETRY, processOutbox } from '@/lib/server/leads/outbox';
import { hubspotConfig, submitToHubspot } from '@/lib/server/providers/hubspot';
import handler from '@/pages/api/forms/submissions/v3/integration/submit/[portalId]/[formId]';
import { serveApiHandler } from '../support/next-api-server';
import { closeTestDb, openTestDb } from '../support/test-db';

/**
 * Issue 8, item 5: the CRM down. A visitor submits through the real forms host route while the
 * HubSpot fake answers 500s or hangs past the real 10 s timeout: the answer is immediate, the lead is
 * kept, and it is forwarded exactly once when HubSpot recovers. (The forms engineer's outbox test
 * drives the retry schedule with a short timeout; this one uses the production timeout over HTTP.)
 */
type Mode = 'fail' | 'hang' | 'ok';

function fakeHubspot() {
  const state = { mode: 'ok' as Mode, delivered: [] as string[], requests: 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      state.requests += 1;
      if (state.mode === 'hang') return; // never answers
      res.setHeader('content-type', 'application/json');
      if (state.mode === 'fail') {
        res.statusCode = 500;
        res.end(
          JSON.stringify({ status: 'error', message: 'Internal error', correlationId: 'c1' }),
        );
        return;
      }
      const body = JSON.parse(raw) as { fields: { name: string; value: string }[] };
      state.delivered.push(body.fields.find((f) => f.name === 'email')?.value ?? '');
      res.end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }));
    });
  });
  return {
    state,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const hubspot = fakeHubspot();
let site: Awaited<ReturnType<typeof serveApiHandler>>;
let dataDir: string;

beforeAll(async () => {
  const hubspotOrigin = await hubspot.start();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-crm-'));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    HUBSPOT_PORTAL_ID: '99001',
    HUBSPOT_FORMS_HOST: hubspotOrigin,
    HUBSPOT_FORM_GUIDS: JSON.stringify({ [FORM_IDS.blogSubscribeFooter]: 'guid-blog-footer' }),
  });
  resetEnvForTests();
  await openTestDb({ asProcessDb: true });
  site = await serveApiHandler(handler, ['portalId', 'formId']);
});

afterAll(async () => {
  await site.close();
  await hubspot.stop();
  await closeTestDb(getDb());
  for (const name of ['HUBSPOT_PORTAL_ID', 'HUBSPOT_FORMS_HOST', 'HUBSPOT_FORM_GUIDS']) {
    delete process.env[name];
  }
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const outboxRow = (email: string) =>
  getDb()
    .selectFrom('lead_outbox as o')
    .innerJoin('leads as l', 'l.id', 'o.lead_id')
    .select(['o.status', 'o.attempts', 'o.last_error'])
    .where('l.email', '=', email)
    .executeTakeFirst();

it(
  'keeps a lead while the CRM answers 500 and hangs past 10 s, then forwards it exactly once',
  async () => {
    // The outbox logs each failed attempt; those lines are expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const email = 'dana.okafor@acme-logistics.com';
    const config = hubspotConfig();
    expect(config).toBeDefined();
    const send: Parameters<typeof processOutbox>[1] = (formId, submission) =>
      submitToHubspot(config!, formId, submission);

    // The visitor submits while HubSpot hangs: the host answers at once and keeps the lead.
    hubspot.state.mode = 'hang';
    const started = Date.now();
    const answer = await fetch(
      `${site.origin}/api/forms/submissions/v3/integration/submit/${MARKETING_PORTAL_ID}/${FORM_IDS.blogSubscribeFooter}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.40' },
        body: JSON.stringify({
          fields: [{ objectTypeId: '0-1', name: 'email', value: email }],
          context: { pageUri: 'https://www.switchboard.example/blog', pageName: 'Blog' },
        }),
      },
    );
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await outboxRow(email)).toMatchObject({ status: 'pending', attempts: 0 });

    // Attempt 1: HubSpot answers 500. The lead stays pending.
    hubspot.state.mode = 'fail';
    let clock = Date.now();
    expect(await processOutbox(getDb(), send, () => clock)).toEqual({
      delivered: 0,
      retried: 1,
      dead: 0,
    });
    expect(await outboxRow(email)).toMatchObject({ status: 'pending', attempts: 1 });

    // Attempt 2: HubSpot hangs; the production timeout (10 s) gives up and the lead stays pending.
    hubspot.state.mode = 'hang';
    clock += OUTBOX_RETRY.windowMs / 4;
    const hangStarted = Date.now();
    expect(await processOutbox(getDb(), send, () => clock)).toMatchObject({ retried: 1 });
    const waited = Date.now() - hangStarted;
    expect(waited).toBeGreaterThanOrEqual(FORM_SUBMISSION_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(FORM_SUBMISSION_TIMEOUT_MS + 3000);
    expect(await outboxRow(email)).toMatchObject({ status: 'pending', attempts: 2 });

    // HubSpot recovers: the lead arrives once, and a later pass sends nothing again.
    hubspot.state.mode = 'ok';
    clock += OUTBOX_RETRY.windowMs / 4;
    expect(await processOutbox(getDb(), send, () => clock)).toMatchObject({ delivered: 1 });
    clock += OUTBOX_RETRY.windowMs / 4;
    await processOutbox(getDb(), send, () => clock);
    expect(hubspot.state.delivered).toEqual([email]);
    expect(await outboxRow(email)).toMatchObject({ status: 'delivered', attempts: 3 });
  },
  FORM_SUBMISSION_TIMEOUT_MS + 20_000,
);
