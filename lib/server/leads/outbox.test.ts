import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeHubspot, type Behaviour } from '@/tests/support/fake-hubspot';
import type { Db } from '@/lib/server/db';
import { openTestDb } from '@/tests/support/test-db';
import { submitToHubspot, type HubspotConfig } from '@/lib/server/providers/hubspot';
import { getLead, listLeads, storeLead, type NewLead } from './store';
import { nextAttemptAt, OUTBOX_RETRY, processOutbox, replayDeadLetter } from './outbox';

function newDb() {
  return openTestDb();
}

function lead(n: number): NewLead {
  return {
    submissionId: `outbox-test-${n}`,
    formId: 'blog-subscribe-footer',
    fields: [
      { name: 'email', value: `reader${n}@acme-logistics.com` },
      { name: 'utm_source', value: '(not set)' },
    ],
    context: { pageUri: 'https://www.switchboard.example/blog' },
    legalConsentOptions: { consent: { consentToProcess: true, text: 'By submitting...' } },
    consent: {
      noticeAccepted: true,
      noticeText: 'By submitting...',
      marketingOptIn: null,
      model: null,
      cookieGroups: null,
    },
    ipCountry: null,
    freeEmailDomain: false,
    anonymousId: null,
    submittedAt: 1_700_000_000_000 + n,
  };
}

/** A clock the test moves: each pass jumps to the next due attempt. */
function fakeClock(start: number) {
  let now = start;
  return { now: () => now, set: (t: number) => (now = t) };
}

const T0 = 1_800_000_000_000;

async function runUntilSettled(
  db: Db,
  send: Parameters<typeof processOutbox>[1],
  clock: ReturnType<typeof fakeClock>,
) {
  for (let pass = 0; pass < 200; pass += 1) {
    const next = await db
      .selectFrom('lead_outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('due'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (next.due === null) return pass;
    clock.set(Math.max(clock.now(), next.due));
    await processOutbox(db, send, clock.now);
  }
  throw new Error('outbox never settled');
}

describe('nextAttemptAt', () => {
  it('backs off exponentially and gives up only after 24 hours', async () => {
    expect(nextAttemptAt(1, T0, T0)).toBe(T0 + 30_000);
    expect(nextAttemptAt(2, T0, T0)).toBe(T0 + 60_000);
    expect(nextAttemptAt(5, T0, T0)).toBe(T0 + 480_000);
    expect(nextAttemptAt(20, T0, T0)).toBe(T0 + OUTBOX_RETRY.maxDelayMs);
    expect(nextAttemptAt(30, T0, T0 + OUTBOX_RETRY.windowMs - 1000)).toBe(
      T0 + OUTBOX_RETRY.windowMs,
    );
    expect(nextAttemptAt(30, T0, T0 + OUTBOX_RETRY.windowMs)).toBeNull();
  });
});

describe('outbox against a fake HubSpot', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  beforeEach(async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  async function setup(script: () => Behaviour) {
    const fake = fakeHubspot(script);
    const host = await fake.start();
    stop = () => fake.stop();
    const config: HubspotConfig = {
      portalId: '12345',
      formsHost: host,
      formGuids: { 'blog-subscribe-footer': 'guid-blog-footer' },
    };
    // 1 s stands in for the 10 s production timeout: the hanging phase stays fast, and a healthy
    // answer on a loaded machine still arrives well within it.
    const send = (formId: string, submission: Parameters<typeof submitToHubspot>[2]) =>
      submitToHubspot(config, formId, submission, { timeoutMs: 1000 });
    return { fake, send };
  }

  it('survives 500s and a hang past the timeout, then delivers every lead exactly once', async () => {
    let requests = 0;
    // 6 failures, 4 hangs, then healthy.
    const { fake, send } = await setup(() => {
      requests += 1;
      if (requests <= 6) return 'fail';
      if (requests <= 10) return 'hang';
      return 'ok';
    });
    const db = await newDb();
    for (let n = 1; n <= 5; n += 1) await storeLead(db, lead(n), { forward: true, now: T0 });
    const clock = fakeClock(T0);

    await runUntilSettled(db, send, clock);

    const emails = fake.received.flatMap((r) => r.emails).sort();
    expect(emails).toEqual([1, 2, 3, 4, 5].map((n) => `reader${n}@acme-logistics.com`));
    expect(fake.received[0]?.path).toBe(
      '/submissions/v3/integration/submit/12345/guid-blog-footer',
    );
    expect(fake.received[0]?.body).toMatchObject({
      submittedAt: expect.stringMatching(/^1700000000\d{3}$/) as unknown,
      context: { pageUri: 'https://www.switchboard.example/blog' },
      legalConsentOptions: { consent: { consentToProcess: true } },
    });
    const leads = (await listLeads(db)).leads;
    expect(leads.map((l) => l.forwarding)).toEqual(Array(5).fill('delivered'));
    expect(Math.max(...leads.map((l) => l.attempts))).toBeGreaterThan(1);
    // A later pass sends nothing again.
    await processOutbox(db, send, () => clock.now() + OUTBOX_RETRY.windowMs);
    expect(fake.received).toHaveLength(5);
  });

  it('keeps retrying for 24 hours, parks a dead letter, and a replay delivers it once', async () => {
    let healthy = false;
    const { fake, send } = await setup(() => (healthy ? 'ok' : 'fail'));
    const db = await newDb();
    const { leadId } = await storeLead(db, lead(7), { forward: true, now: T0 });
    const clock = fakeClock(T0);

    await runUntilSettled(db, send, clock);

    const dead = (await getLead(db, leadId))!;
    expect(dead.forwarding).toBe('dead');
    expect(clock.now() - T0).toBeGreaterThanOrEqual(OUTBOX_RETRY.windowMs);
    expect(dead.attempts).toBeGreaterThan(10);
    expect(dead.lastError).toContain('HTTP 500');
    expect(fake.received).toHaveLength(0);

    healthy = true;
    expect(await replayDeadLetter(db, leadId, clock.now())).toBe(true);
    expect(await replayDeadLetter(db, leadId, clock.now())).toBe(false);
    await runUntilSettled(db, send, clock);
    expect((await getLead(db, leadId))!.forwarding).toBe('delivered');
    expect(fake.received.flatMap((r) => r.emails)).toEqual(['reader7@acme-logistics.com']);
  });

  it('parks a refused submission (400) at once instead of retrying it', async () => {
    const { send } = await setup(() => 'refuse');
    const db = await newDb();
    const { leadId } = await storeLead(db, lead(8), { forward: true, now: T0 });
    await processOutbox(db, send, () => T0);
    const parked = (await getLead(db, leadId))!;
    expect(parked.forwarding).toBe('dead');
    expect(parked.attempts).toBe(1);
    expect(parked.lastError).toContain('Field not in form definition');
  });

  it('parks a lead of a form without a configured HubSpot GUID', async () => {
    const { send } = await setup(() => 'ok');
    const db = await newDb();
    const { leadId } = await storeLead(
      db,
      { ...lead(9), formId: 'customer-referral' },
      { forward: true, now: T0 },
    );
    await processOutbox(db, send, () => T0);
    expect((await getLead(db, leadId))!.lastError).toContain(
      "No HubSpot form GUID configured for form 'customer-referral'",
    );
  });
});

describe('draining a backlog', () => {
  /**
   * A HubSpot fake answering in 50 ms, as a healthy CRM does, that rate-limits once: its tenth
   * request gets 429 with Retry-After: 1 (integrations.md: HubSpot counts per 10 s window).
   * It records how many requests were in flight at once.
   */
  function rateLimitingHubspot() {
    const state = {
      requests: 0,
      inFlight: 0,
      maxInFlight: 0,
      delivered: [] as string[],
    };
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        state.requests += 1;
        state.inFlight += 1;
        state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
        const limited = state.requests === 10;
        setTimeout(() => {
          state.inFlight -= 1;
          res.setHeader('content-type', 'application/json');
          if (limited) {
            res.statusCode = 429;
            res.setHeader('retry-after', '1');
            res.end(JSON.stringify({ status: 'error', message: 'Rate limit', correlationId: 'r' }));
            return;
          }
          const body = JSON.parse(raw) as { fields: { name: string; value: string }[] };
          state.delivered.push(body.fields.find((f) => f.name === 'email')?.value ?? '');
          res.end(JSON.stringify({ inlineMessage: 'Thanks for submitting the form.' }));
        }, 50);
      });
    });
    return {
      state,
      async start(): Promise<string> {
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      },
      async stop() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('keeps several requests in flight, waits out a 429 with Retry-After, and delivers every lead once in one pass', async () => {
    const fake = rateLimitingHubspot();
    const host = await fake.start();
    try {
      const config: HubspotConfig = {
        portalId: '12345',
        formsHost: host,
        formGuids: { 'blog-subscribe-footer': 'guid-blog-footer' },
      };
      const db = await newDb();
      const now = Date.now();
      for (let n = 1; n <= 60; n += 1) await storeLead(db, lead(n), { forward: true, now });

      // When each request was sent, and when the 429 reached the outbox.
      const sentAt: number[] = [];
      let limitedAt = Number.POSITIVE_INFINITY;
      const started = Date.now();
      const run = await processOutbox(db, async (formId, submission) => {
        sentAt.push(Date.now());
        const outcome = await submitToHubspot(config, formId, submission);
        if (!outcome.ok && outcome.rateLimited) limitedAt = Date.now();
        return outcome;
      });
      const elapsed = Date.now() - started;

      expect(run).toEqual({ delivered: 60, retried: 1, dead: 0 });
      expect([...fake.state.delivered].sort()).toEqual(
        Array.from({ length: 60 }, (_, i) => `reader${i + 1}@acme-logistics.com`).sort(),
      );
      expect(fake.state.maxInFlight).toBe(OUTBOX_RETRY.concurrency);
      // Nothing was sent in the second Retry-After asked for: a lane checks the pause again after
      // each sleep, as a timer may end early on a busy process.
      expect(sentAt.filter((at) => at >= limitedAt && at < limitedAt + 1000)).toEqual([]);
      expect(sentAt.filter((at) => at >= limitedAt)).not.toEqual([]);
      expect(elapsed).toBeGreaterThanOrEqual(1000);
      expect((await listLeads(db, {}, { limit: 100 })).leads.map((l) => l.forwarding)).toEqual(
        Array(60).fill('delivered'),
      );
    } finally {
      await fake.stop();
    }
    // PostgreSQL's round trips make storing the backlog take a few seconds of its own.
  }, 30_000);
});
