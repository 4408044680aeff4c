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
 * dead letter stays parked.
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
  origin = await bench.serve(handler, { parsesForms: true });
});

afterAll(() => bench.close());

const replayAll = (from: string) =>
  fetch(`${origin}/api/leads/replay`, {
    method: 'POST',
    headers: { authorization: bench.authorization, origin: from, accept: 'application/json' },
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
  // No form body: no lead number, so the replay rules answer 400.
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: 'leadId must be a lead number' });
  expect((await getLead(getDb(), deadLeadId))?.forwarding).toBe('dead');
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
