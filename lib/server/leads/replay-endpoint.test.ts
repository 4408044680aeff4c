import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import handler from '@/pages/api/leads/replay';
import { blogSubscriberLead } from '@/tests/support/blog-subscriber-lead';
import {
  CRAFTED_RETURN_TOS,
  openLeadViewEndpoint,
  type LeadViewEndpoint,
} from '@/tests/support/lead-view';
import { getLead, storeLead } from '.';

/**
 * POST /api/leads/replay from another origin: `Origin: null` (a sandboxed frame, a file: page, a
 * cross-site redirect) used to crash the URL parser into a 500; it is cross-site, so 403, and the
 * dead letter stays parked. Its body, a form's or JSON, is read by the route shape (decision 0110).
 */
let bench: LeadViewEndpoint;
let origin: string;
let deadLeadId: number;

beforeAll(async () => {
  bench = await openLeadViewEndpoint('leads-replay');
  const { db } = bench;
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
  origin = await bench.serve(handler);
});

afterAll(() => bench.close());

const replayAll = (from: string) =>
  fetch(`${origin}/api/leads/replay`, {
    method: 'POST',
    headers: {
      authorization: bench.authorization,
      origin: from,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
  });

const postJson = (body: string) =>
  fetch(`${origin}/api/leads/replay`, {
    method: 'POST',
    headers: {
      authorization: bench.authorization,
      origin,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body,
  });

it.each(['null', 'not a url', 'https://evil.example'])(
  'answers 403 to Origin: %s and replays nothing',
  async (from) => {
    const res = await replayAll(from);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site requests are not allowed' });
    expect((await getLead(getDb(), deadLeadId))?.forwarding).toBe('dead');
  },
);

it('lets a post from its own origin through to the replay rules', async () => {
  const res = await replayAll(origin);
  // An empty form: no lead number, so the replay rules answer 400.
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: 'leadId must be a lead number' });
  expect((await getLead(getDb(), deadLeadId))?.forwarding).toBe('dead');
});

it("answers malformed JSON with the route shape's JSON 400, not Next's plain text", async () => {
  const res = await postJson('{"all":');
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ error: 'Body must be JSON' });
  expect((await getLead(getDb(), deadLeadId))?.forwarding).toBe('dead');
});

describe('sending the stored leads, a filter field that is not one piece of text reads as unset', () => {
  beforeAll(() => {
    process.env.HUBSPOT_PORTAL_ID = '12345';
    process.env.HUBSPOT_FORMS_HOST = 'https://api.hsforms.com';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.HUBSPOT_PORTAL_ID;
    delete process.env.HUBSPOT_FORMS_HOST;
    resetEnvForTests();
  });

  let kept = 0;
  /** One more lead kept here before the CRM: an unset filter sends it, and only it is left. */
  const keepOne = async () => {
    kept += 1;
    const email = `kept-${kept}@acme-logistics.com`;
    await storeLead(bench.db, blogSubscriberLead(email, `replay-kept-${kept}`, Date.now()), {
      forward: false,
    });
  };

  it.each(['{"stored":true,"q":5}', '{"stored":true,"from":true}', '{"stored":true,"q":["x",5]}'])(
    'in JSON: %s',
    async (body) => {
      await keepOne();
      const res = await postJson(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ replayed: 1 });
    },
  );

  it('refuses a day that is not on the calendar rather than send more leads than asked', async () => {
    await keepOne();
    const res = await postJson('{"stored":true,"from":"2026-02-30"}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Date not understood, so nothing was sent: From "2026-02-30".',
    });
    // Still kept here: an unset filter sends it now.
    expect(await (await postJson('{"stored":true}')).json()).toEqual({ replayed: 1 });
  });

  it('in a form, a name sent twice (as in the query string the lead view reads)', async () => {
    await keepOne();
    const res = await fetch(`${origin}/api/leads/replay`, {
      method: 'POST',
      headers: {
        authorization: bench.authorization,
        origin,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'stored=true&q=nobody-matches&q=kept',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ replayed: 1 });
  });
});

describe('after a replay from the lead view, the browser goes back', () => {
  const backFrom = async (returnTo: string) => {
    const answer = await bench.postForm('/api/leads/replay', { all: 'true', returnTo });
    expect(answer.status).toBe(303);
    return answer.headers.get('location');
  };

  it.each(['/leads?form=request-demo&page=2', '/leads/42'])(
    'to the page it came from: %s',
    async (returnTo) => {
      expect(await backFrom(returnTo)).toBe(returnTo);
    },
  );

  it.each(CRAFTED_RETURN_TOS)('to the lead view, never to %j', async (returnTo) => {
    expect(await backFrom(returnTo)).toBe('/leads');
  });
});

describe('a replay pressed twice, or a lead number that is no lead', () => {
  let leadId: number;
  beforeAll(async () => {
    leadId = (
      await storeLead(
        bench.db,
        blogSubscriberLead('twice@acme-logistics.com', 'replay-twice', Date.now()),
        { forward: true },
      )
    ).leadId;
    await bench.db
      .updateTable('lead_outbox')
      .set({ status: 'dead' })
      .where('lead_id', '=', leadId)
      .execute();
  });

  it('goes back to the lead both times from the browser; a script is told the second time', async () => {
    const returnTo = `/leads/${leadId}`;
    const first = await bench.postForm('/api/leads/replay', { leadId: String(leadId), returnTo });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(returnTo);
    expect((await getLead(getDb(), leadId))?.forwarding).toBe('pending');
    // The second press finds it on its way: the lead's page says so, no error page.
    const second = await bench.postForm('/api/leads/replay', { leadId: String(leadId), returnTo });
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(returnTo);
    const fromScript = await postJson(JSON.stringify({ leadId }));
    expect(fromScript.status).toBe(409);
    expect(await fromScript.json()).toEqual({ error: 'That lead is not a dead letter' });
  });

  it.each(['99999999999999999999', '1e3', '007', '1.0', '-1'])(
    'refuses %j as a lead number',
    async (value) => {
      const fromScript = await postJson(JSON.stringify({ leadId: value }));
      expect(fromScript.status).toBe(400);
      expect(await fromScript.json()).toEqual({ error: 'leadId must be a lead number' });
      // The marketer's browser gets a page that says so and links back.
      const fromBrowser = await bench.postForm('/api/leads/replay', { leadId: value });
      expect(fromBrowser.status).toBe(400);
      expect(fromBrowser.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await fromBrowser.text();
      expect(page).toContain('<h1>That request was not understood</h1>');
      expect(page).toContain('<p>leadId must be a lead number</p>');
      expect(page).toContain('<a href="/leads">Back to the lead view</a>');
    },
  );

  it('takes a JSON number as a lead number, and a number too large for one as none', async () => {
    const tooLarge = await postJson(JSON.stringify({ leadId: 1e20 }));
    expect(tooLarge.status).toBe(400);
    // The lead of this group, already replayed above: found by its number, and not a dead letter.
    const found = await postJson(JSON.stringify({ leadId }));
    expect(found.status).toBe(409);
    expect(await found.json()).toEqual({ error: 'That lead is not a dead letter' });
  });
});
