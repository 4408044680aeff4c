import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { FORM_IDS, MARKETING_PORTAL_ID, SUBMISSION_ID_HEADER } from '@/constants/forms';
import { SLOT_TAKEN_MESSAGE } from '@/constants/scheduling';
import { openPostgres, type Db } from '@/lib/server/db';
import { OUTBOX_RETRY } from '@/lib/server/leads/outbox';
import { SALES_TEAM } from '@/lib/server/scheduling/sales-team';
import { DEMO_REQUEST_PATH, demoRequestSubmission } from '@/tests/support/demo';
import { fakeHubspot, type Behaviour } from '@/tests/support/fake-hubspot';
import { TEST_CLOCK } from '@/tests/support/test-clock';

/**
 * Issue 18 item 4: two `next start` processes of the production build on one PostgreSQL, as behind
 * a load balancer (`make two-instances`, docs/decisions/0171). Leads posted alternately to both are
 * stored once and delivered once to a fake HubSpot; the last free rep of a slot, booked on both at
 * once, goes to one visitor; an instance killed mid-delivery leaves its leads to the other.
 */
const DIST_DIR = process.env.TWO_INSTANCES_DIST_DIR ?? '.next-e2e';
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const PORTS = (process.env.TWO_INSTANCES_PORTS ?? '3102,3103').split(',').map(Number);
const LEADS = 500;
const FORM_GUID = '0f5c3e1a-2b4d-4c6e-8f00-000000000500';
const formsPath = `/api/forms/submissions/v3/integration/submit/${MARKETING_PORTAL_ID}/${FORM_IDS.blogSubscribeFooter}`;

let behaviour: Behaviour = 'ok';
const hubspot = fakeHubspot(() => behaviour);

interface Instance {
  origin: string;
  process: ChildProcess;
  log: string[];
  dataDir: string;
}

let databaseUrl: string;
let databaseName: string;
let db: Db;
const instances: Instance[] = [];

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * Each instance reaches HubSpot under its own path prefix (/a, /b), so the fake knows which
 * instance sent a submission.
 */
async function startInstance(port: number, formsHost: string, name: string): Promise<Instance> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `two-instances-${port}-`));
  const child = spawn(
    process.execPath,
    // No -H, as `npm run start`: with one, Next proxies proxy.ts's rewrites over HTTP (decision 0218).
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: DIST_DIR,
        APP_STAGE: 'test',
        SITE_CLOCK: TEST_CLOCK,
        SITE_URL: origin,
        // Nothing shared on disk: each instance has its own data folder, the database is shared.
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '5',
        PREVIEW_SECRET: 'two-instances-preview-secret',
        SESSION_SECRET: 'two-instances-session-secret-long-enough',
        LEADS_PASSWORD: 'two-instances-leads-password',
        TRUSTED_PROXY_HOPS: '1',
        HUBSPOT_PORTAL_ID: '4470500',
        HUBSPOT_FORMS_HOST: `${formsHost}/${name}`,
        HUBSPOT_FORM_GUIDS: JSON.stringify({ [FORM_IDS.blogSubscribeFooter]: FORM_GUID }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const instance = { origin, process: child, log, dataDir };
  instances.push(instance);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${port} exited:\n${log.join('')}`);
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.status === 200) return instance;
    if (Date.now() > deadline)
      throw new Error(`instance ${port} never became healthy:\n${log.join('')}`);
    await sleep(250);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function stopInstance(instance: Instance, signal: NodeJS.Signals): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    instance.process.once('exit', () => resolve());
    instance.process.kill(signal);
  });
}

/** A visitor's address per lead (one trusted proxy hop), so the per-IP limit sees many visitors. */
const visitorIp = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * A JSON POST on a connection of its own, as separate visitors send them (fetch's shared keep-alive
 * pool met a server closing an idle socket now and then on this loaded machine: ECONNRESET).
 */
function postJson(
  instance: Instance,
  route: string,
  body: unknown,
  visitor: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${instance.origin}${route}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor, ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as unknown) : undefined,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

function postLead(instance: Instance, email: string, n: number) {
  return postJson(
    instance,
    formsPath,
    {
      fields: [{ objectTypeId: '0-1', name: 'email', value: email }],
      submittedAt: String(Date.now()),
      context: { pageUri: `${instance.origin}/blog`, pageName: 'Blog' },
    },
    visitorIp(n),
  );
}

/** Runs `work` over the items, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}

async function outboxOf(emailPrefix: string) {
  return db
    .selectFrom('leads as l')
    .innerJoin('lead_outbox as o', 'o.lead_id', 'l.id')
    .select(['l.email', 'o.status'])
    .where('l.email', 'like', `${emailPrefix}%`)
    .execute();
}

const receivedEmails = () => hubspot.received.flatMap((submission) => submission.emails);

beforeAll(async () => {
  if (!ADMIN_URL) throw new Error('TEST_DATABASE_URL is required: run make two-instances');
  if (!fs.existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
    throw new Error(`No production build in ${DIST_DIR}: run make two-instances`);
  }
  databaseName = `two_instances_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${databaseName}`);
  // The same server, another database (WHATWG URL refuses the socket-only form, postgres://u@/db).
  databaseUrl = ADMIN_URL.replace(/^(postgres(?:ql)?:\/\/[^/]*)\/[^?]*/, `$1/${databaseName}`);
  const formsHost = await hubspot.start();
  // Started together, as in a deploy: their migrations take turns under the advisory lock.
  await Promise.all(PORTS.map((port, n) => startInstance(port, formsHost, n === 0 ? 'a' : 'b')));
  db = openPostgres(databaseUrl, { poolSize: 2 });
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGTERM')));
  // What each instance printed, for a failure's reader (test-results/ is not committed).
  fs.mkdirSync('test-results', { recursive: true });
  for (const instance of instances) {
    const port = new URL(instance.origin).port;
    fs.writeFileSync(`test-results/two-instances-${port}.log`, instance.log.join(''));
  }
  await db?.destroy();
  await hubspot.stop();
  if (databaseName) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true });
}, 60_000);

it(`stores ${LEADS} leads posted alternately to both once each and delivers each once`, async () => {
  const [a, b] = instances as [Instance, Instance];
  const emails = Array.from({ length: LEADS }, (_, n) => `lead${n}@two-instances.example`);
  const statuses: number[] = [];
  await inParallel(
    emails.map((email, n) => ({ email, n })),
    16,
    async ({ email, n }) => {
      statuses.push((await postLead(n % 2 === 0 ? a : b, email, n)).status);
    },
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  const stored = await outboxOf('lead');
  expect(stored).toHaveLength(LEADS);
  expect(new Set(stored.map((row) => row.email)).size).toBe(LEADS);

  // Both instances' workers drain the one outbox; each lead reaches HubSpot once.
  await waitFor(
    'every lead delivered',
    async () => (await outboxOf('lead')).every((row) => row.status === 'delivered'),
    60_000,
  );
  const delivered = receivedEmails().filter((email) => email.startsWith('lead'));
  expect(delivered).toHaveLength(LEADS);
  expect(new Set(delivered)).toEqual(new Set(emails));
  // Both workers took part; each sent to the documented v3 path.
  expect(new Set(hubspot.received.map((submission) => submission.path))).toEqual(
    new Set(
      ['a', 'b'].map((name) => `/${name}/submissions/v3/integration/submit/4470500/${FORM_GUID}`),
    ),
  );
}, 150_000);

it("books a slot's last free rep for one of two visitors booking it on both at once", async () => {
  const [a, b] = instances as [Instance, Instance];
  const { slots } = (await (await fetch(`${a.origin}/api/scheduler/slots`)).json()) as {
    slots: { start: string }[];
  };
  const startsAt = slots[0]!.start;
  // Each visitor's demo request first, stored by the other instance: a booking names one.
  const requestId = (n: number) => `0b7e3c2a-1d4f-4e5a-9b6c-00000000000${n}`;
  for (let n = 1; n <= 9; n += 1) {
    const stored = await postJson(
      n % 2 ? b : a,
      DEMO_REQUEST_PATH,
      demoRequestSubmission(`visitor${n}@fjord-freight.example`),
      `198.19.0.${n}`,
      { [SUBMISSION_ID_HEADER]: requestId(n) },
    );
    expect(stored.status).toBe(200);
  }
  const book = (instance: Instance, n: number) =>
    postJson(
      instance,
      '/api/scheduler/bookings',
      {
        request_id: requestId(n),
        startsAt,
        timeZone: 'Europe/Berlin',
        email: `visitor${n}@fjord-freight.example`,
        first_name: 'Lena',
        last_name: 'Berg',
        company: 'Fjord Freight',
        title: '',
        phone_number: '+12125550100',
        company_size_form: '251',
        industry_self_select: 'Technology',
      },
      `198.19.0.${n}`,
    );
  // Every rep but one is taken first, alternately on each instance.
  const reps = SALES_TEAM.length;
  for (let n = 1; n < reps; n += 1) {
    expect(await book(n % 2 ? a : b, n)).toEqual({ status: 201, body: expect.anything() });
  }

  const [onA, onB] = await Promise.all([book(a, 8), book(b, 9)]);
  expect([onA.status, onB.status].sort()).toEqual([201, 409]);
  const loser = onA.status === 409 ? onA : onB;
  expect(loser.body).toMatchObject({ error: SLOT_TAKEN_MESSAGE });

  const booked = await db
    .selectFrom('demo_bookings')
    .select(['rep_id', 'email'])
    .where('starts_at', '=', startsAt)
    .where('status', '=', 'confirmed')
    .execute();
  expect(booked).toHaveLength(reps);
  expect(new Set(booked.map((row) => row.rep_id)).size).toBe(reps);
}, 60_000);

it(
  'finishes the leads of an instance killed mid-delivery on the other, each delivered once',
  async () => {
    const [a, b] = instances as [Instance, Instance];
    const emails = Array.from({ length: 20 }, (_, n) => `killed${n}@two-instances.example`);
    behaviour = 'hold';
    for (const [n, email] of emails.entries()) {
      const res = await postLead(a, email, 1000 + n);
      expect(res.status).toBe(200);
    }
    // A's worker has sent some and waits for HubSpot's answers: it dies now.
    const sentByA = () => hubspot.held().filter((submission) => submission.path.startsWith('/a/'));
    await waitFor('A to send', async () => sentByA().length > 0, 20_000);
    await sleep(500);
    const claimedByA = sentByA().flatMap((submission) => submission.emails);
    await stopInstance(a, 'SIGKILL');
    await sleep(200);
    // HubSpot answers what is still waiting; A's requests died with it and never got through.
    behaviour = 'ok';
    hubspot.release();
    expect(receivedEmails().filter((email) => claimedByA.includes(email))).toEqual([]);

    // B takes over A's claims when their lease ends, and everything else at its next poll.
    await waitFor(
      "B to finish A's leads",
      async () => (await outboxOf('killed')).every((row) => row.status === 'delivered'),
      OUTBOX_RETRY.leaseMs + 30_000,
    );
    const delivered = receivedEmails().filter((email) => email.startsWith('killed'));
    expect(delivered.sort()).toEqual([...emails].sort());
    expect(b.process.exitCode).toBeNull();
  },
  OUTBOX_RETRY.leaseMs + 60_000,
);
