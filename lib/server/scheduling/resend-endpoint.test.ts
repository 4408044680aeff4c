import fs from 'node:fs';
import path from 'node:path';
import handler from '@/pages/api/leads/meetings/resend';
import {
  CRAFTED_RETURN_TOS,
  openLeadViewEndpoint,
  type LeadViewEndpoint,
} from '@/tests/support/lead-view';

/**
 * POST /api/leads/meetings/resend: only the sales team, only from the lead view's own pages, only
 * a meeting id; a meeting it cannot send for is answered in words and nothing is mailed.
 */
let bench: LeadViewEndpoint;
let origin: string;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  bench = await openLeadViewEndpoint('meetings-resend');
  await bench.db
    .insertInto('demo_bookings')
    .values({
      uid: 'cancelled-meeting',
      request_id: 'request-1',
      rep_id: 'maya-okafor',
      starts_at: '2099-01-05T15:00:00.000Z',
      ends_at: '2099-01-05T15:30:00.000Z',
      status: 'cancelled',
      visitor_time_zone: 'Europe/London',
      email: 'ann@acme.example',
      first_name: 'Ann',
      last_name: 'Lee',
      company: 'Acme',
      phone_number: '+12125550100',
      company_size: '251',
      industry: 'Technology',
      confirmation_sent_at: null,
    })
    .execute();
  origin = await bench.serve(handler);
});

afterAll(() => bench.close());

const resend = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/leads/meetings/resend`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      authorization: bench.authorization,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });

const mailed = () => fs.existsSync(path.join(bench.dataDir, 'outbox'));

it('asks for the sales team’s sign-in', async () => {
  const answer = await resend('uid=cancelled-meeting', { authorization: '' });
  expect(answer.status).toBe(401);
});

it('refuses a post from another site', async () => {
  const answer = await resend('uid=cancelled-meeting', { origin: 'https://evil.example' });
  expect(answer.status).toBe(403);
  expect(mailed()).toBe(false);
});

it.each([
  ['', 400, 'uid must be a meeting id'],
  ['uid=%27%20OR%201%3D1', 400, 'uid must be a meeting id'],
  ['uid=no-such-meeting', 404, 'No meeting has that id.'],
  ['uid=cancelled-meeting', 409, 'That meeting was cancelled, so nothing was sent.'],
])('answers %s with %i and sends nothing', async (body, status, error) => {
  const answer = await resend(body);
  expect(answer.status).toBe(status);
  expect(await answer.json()).toEqual({ error });
  expect(mailed()).toBe(false);
});

it("answers malformed JSON with the route shape's JSON 400, not Next's plain text", async () => {
  const answer = await resend('{"uid":', { 'content-type': 'application/json' });
  expect(answer.status).toBe(400);
  expect(await answer.json()).toEqual({ error: 'Body must be JSON' });
  expect(mailed()).toBe(false);
});

describe('a plain form post goes back with the outcome', () => {
  const backFrom = async (returnTo?: string) => {
    const answer = await bench.postForm('/api/leads/meetings/resend', {
      uid: 'no-such-meeting',
      ...(returnTo === undefined ? {} : { returnTo }),
    });
    expect(answer.status).toBe(303);
    return answer.headers.get('location');
  };

  it('to the list it came from, its view and rep kept', async () => {
    expect(await backFrom('/leads/meetings?view=past&rep=daniel-brooks')).toBe(
      '/leads/meetings?view=past&rep=daniel-brooks&resent=not-found',
    );
  });

  it('to the meetings list when the form names no page', async () => {
    expect(await backFrom()).toBe('/leads/meetings?resent=not-found');
  });

  it.each(CRAFTED_RETURN_TOS)('to the meetings list, never to %j', async (returnTo) => {
    expect(await backFrom(returnTo)).toBe('/leads/meetings?resent=not-found');
  });
});
