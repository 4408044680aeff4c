import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { FORM_IDS, MARKETING_PORTAL_ID, SUBMISSION_ID_HEADER } from '@/constants/forms';
import { resetEnvForTests } from '@/lib/env';
import {
  closeDb,
  databasePath,
  DATABASE_BUSY_RETRY_AFTER_S,
  getDb,
  openDatabase,
} from '@/lib/server/db';
import { storeLead } from '@/lib/server/leads';
import { OUTBOX_RETRY, processOutbox } from '@/lib/server/leads/outbox';
import { submitToHubspot } from '@/lib/server/providers/hubspot';
import healthHandler from '@/pages/api/health';
import sendValidationEmailHandler from '@/pages/api/1/send_validation_email';
import contactRequestsHandler from '@/pages/api/scheduler/contact-requests';
import formsHandler from '@/pages/api/forms/submissions/v3/integration/submit/[portalId]/[formId]';
import { blogSubscriberLead } from '../support/blog-subscriber-lead';
import { demoRequestLead } from '../support/demo';
import { serveApiHandler } from '../support/next-api-server';

/**
 * Issue 14, items 6 and 7: another process holds SQLite's write lock. better-sqlite3 waits for a
 * lock synchronously, so a long busy timeout froze every request of the server while one lead
 * waited; now the server keeps answering, a lead is stored or refused with 503 + Retry-After (and
 * stored when the client sends the same submission id again), and a delivered lead whose status
 * write meets the lock is still marked delivered, never sent twice.
 */

let dataDir: string;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-db-lock-'));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
});

afterEach(async () => {
  await closeDb();
  delete process.env.DATA_DIR;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another process takes the write lock (BEGIN IMMEDIATE) and keeps it for `holdMs`. */
async function lockFromAnotherProcess(file: string, holdMs: number) {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(holdMs)], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the locking process exited with ${code}`)));
  });
  return { released };
}

const FORMS_PATH = `/api/forms/submissions/v3/integration/submit/${MARKETING_PORTAL_ID}/${FORM_IDS.blogSubscribeFooter}`;

function postLead(origin: string, email: string, submissionId: string) {
  return fetch(`${origin}${FORMS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // One visitor each, as the CDN forwards them: the per-IP limit is not what is tested.
      'x-forwarded-for': `198.18.7.${email.length}`,
      [SUBMISSION_ID_HEADER]: submissionId,
    },
    body: JSON.stringify({
      fields: [{ objectTypeId: '0-1', name: 'email', value: email }],
      context: { pageUri: 'https://www.switchboard.example/blog', pageName: 'Blog' },
    }),
  });
}

it('keeps answering /api/health at once and refuses leads with 503 + Retry-After while another process holds the write lock; the same submission ids are stored once after it', async () => {
  const errors: unknown[][] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  getDb();
  const forms = await serveApiHandler(formsHandler, ['portalId', 'formId']);
  const health = await serveApiHandler(healthHandler);
  try {
    // Longer than the old 5 s busy timeout, as in the incident (10 s there).
    const HOLD_MS = 6000;
    const lock = await lockFromAnotherProcess(databasePath(), HOLD_MS);
    const lockedAt = Date.now();

    const healthTimes: number[] = [];
    let locked = true;
    const probeHealth = (async () => {
      while (locked) {
        const started = Date.now();
        const answer = await fetch(`${health.origin}/api/health`);
        expect(answer.status).toBe(200);
        healthTimes.push(Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    // Visitors keep submitting while the lock is held.
    const leads = Array.from({ length: 12 }, (_, n) => ({
      email: `locked-out-${n}@acme-logistics.com`,
      submissionId: `lock-test-submission-${n}`,
    }));
    const answers: { status: number; retryAfter: string | null; ms: number; message?: unknown }[] =
      [];
    for (const lead of leads) {
      if (Date.now() - lockedAt > HOLD_MS - 1500) break;
      const started = Date.now();
      const answer = await postLead(forms.origin, lead.email, lead.submissionId);
      const body = (await answer.json()) as { message?: unknown };
      answers.push({
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        ms: Date.now() - started,
        message: body.message,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await lock.released;
    locked = false;
    await probeHealth;

    // The site kept answering: no health check waited on the lock.
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
    expect(healthTimes.length).toBeGreaterThanOrEqual(10);
    expect(answers.length).toBeGreaterThanOrEqual(3);
    // Every lead sent under the lock was refused at once, in HubSpot's error shape, with Retry-After.
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 503,
        retryAfter: String(DATABASE_BUSY_RETRY_AFTER_S),
        ms: expect.any(Number) as unknown,
        message: 'The service is busy, please try again shortly',
      });
      expect(answer.ms).toBeLessThan(1000);
    }

    // The client sends each refused submission again with its id: each is stored, once.
    const sent = leads.slice(0, answers.length);
    for (const lead of sent) {
      expect((await postLead(forms.origin, lead.email, lead.submissionId)).status).toBe(200);
      expect((await postLead(forms.origin, lead.email, lead.submissionId)).status).toBe(200);
    }
    const stored = await getDb()
      .selectFrom('leads')
      .select((eb) => ['email', eb.fn.countAll<number>().as('n')])
      .groupBy('email')
      .orderBy('email')
      .execute();
    expect(stored).toEqual(
      sent
        .map((lead) => ({ email: lead.email, n: 1 }))
        .sort((a, b) => (a.email < b.email ? -1 : 1)),
    );
    expect(errors).toEqual([]);
  } finally {
    await forms.close();
    await health.close();
  }
}, 30_000);

it('answers a sign-up and a scheduler request met by the lock with 503 + Retry-After in their own error shapes (500 before the route wrapper), and takes the same request once the lock is gone', async () => {
  getDb();
  const signup = await serveApiHandler(sendValidationEmailHandler);
  const scheduler = await serveApiHandler(contactRequestsHandler);
  const post = (origin: string, route: string, body: unknown) =>
    fetch(`${origin}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.9.1' },
      body: JSON.stringify(body),
    });
  const sendCode = () =>
    post(signup.origin, '/api/1/send_validation_email', {
      email: 'locked-signup@acme-logistics.com',
      password: 'Correct-Horse-9-Battery',
      affiliate: '',
      origin: 'https://www.switchboard.example/',
    });
  const askForContact = () =>
    post(scheduler.origin, '/api/scheduler/contact-requests', {
      request_id: 'lock-test-demo-request-1',
    });
  // The demo request the contact request names, stored before the lock (ADR 0242).
  await storeLead(getDb(), demoRequestLead('lock-test-demo-request-1', 'ann@acme-logistics.com'), {
    forward: false,
  });
  try {
    const lock = await lockFromAnotherProcess(databasePath(), 1500);
    const [sendAnswer, contactAnswer] = [await sendCode(), await askForContact()];
    expect({
      status: sendAnswer.status,
      retryAfter: sendAnswer.headers.get('retry-after'),
      body: await sendAnswer.json(),
    }).toEqual({
      status: 503,
      retryAfter: String(DATABASE_BUSY_RETRY_AFTER_S),
      body: { error: 'unexpected', message: 'The service is busy, please try again shortly' },
    });
    expect({
      status: contactAnswer.status,
      retryAfter: contactAnswer.headers.get('retry-after'),
      body: await contactAnswer.json(),
    }).toEqual({
      status: 503,
      retryAfter: String(DATABASE_BUSY_RETRY_AFTER_S),
      body: { error: 'The service is busy, please try again shortly' },
    });
    await lock.released;

    // Sent again after the lock: each is taken, and stored once.
    expect((await sendCode()).status).toBe(200);
    expect((await askForContact()).status).toBe(204);
    const db = getDb();
    expect(await db.selectFrom('pending_signups').select('email').execute()).toEqual([
      { email: 'locked-signup@acme-logistics.com' },
    ]);
    expect(await db.selectFrom('demo_contact_requests').select('request_id').execute()).toEqual([
      { request_id: 'lock-test-demo-request-1' },
    ]);
  } finally {
    await signup.close();
    await scheduler.close();
  }
}, 30_000);

it('marks a delivered lead delivered through a lock on that write, so it is never sent again', async () => {
  const file = databasePath();
  const db = openDatabase(file);
  const locker = new Database(file);
  const received: string[] = [];
  let release: NodeJS.Timeout | undefined;
  // A HubSpot fake that accepts the lead; as it answers, another connection takes the write lock
  // and keeps it for 300 ms, so the outbox's "delivered" write meets the lock.
  const crm = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { fields: { name: string; value: string }[] };
      received.push(body.fields.find((f) => f.name === 'email')?.value ?? '');
      if (!locker.inTransaction) {
        locker.exec('BEGIN IMMEDIATE');
        release = setTimeout(() => locker.exec('COMMIT'), 300);
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }));
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  const config = {
    portalId: '99001',
    formsHost: `http://127.0.0.1:${(crm.address() as AddressInfo).port}`,
    formGuids: { [FORM_IDS.blogSubscribeFooter]: 'guid-blog-footer' },
  };
  const send: Parameters<typeof processOutbox>[1] = (formId, submission) =>
    submitToHubspot(config, formId, submission, { timeoutMs: 2000 });
  try {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { leadId } = await storeLead(
      db,
      blogSubscriberLead('once@acme-logistics.com', 'lock-on-delivered-1', Date.now()),
      { forward: true },
    );

    await processOutbox(db, send).catch(() => undefined);
    while (locker.inTransaction) await new Promise((resolve) => setTimeout(resolve, 50));
    // After the lock and the lease have run out, a pass finds nothing to send.
    await processOutbox(db, send, () => Date.now() + OUTBOX_RETRY.leaseMs + 1000).catch(
      () => undefined,
    );

    expect(received).toEqual(['once@acme-logistics.com']);
    expect(
      await db
        .selectFrom('lead_outbox')
        .select(['status', 'attempts'])
        .where('lead_id', '=', leadId)
        .executeTakeFirst(),
    ).toEqual({ status: 'delivered', attempts: 1 });
  } finally {
    clearTimeout(release);
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
    await db.destroy();
    crm.closeAllConnections();
    await new Promise((resolve) => crm.close(resolve));
  }
}, 20_000);
