import { FORM_IDS } from '@/constants/forms';
import type { Db } from '@/lib/server/db';
import { storeLead } from '@/lib/server/leads/store';
import { storedLead } from '@/tests/support/stored-lead';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { listMeetings, parseMeetingQuery } from './meetings';
import type { SalesRep } from './sales-team';

/** The sales team's meeting list on a real database: which meetings, in which order, whose. */
const TEAM: SalesRep[] = [
  { id: 'maya', name: 'Maya Okafor', email: 'maya@switchboard.example', meetingUrl: '' },
  { id: 'dan', name: 'Daniel Brooks', email: 'dan@switchboard.example', meetingUrl: '' },
];
const NOW = new Date('2026-12-01T12:00:00Z');

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => closeTestDb(db));

let seq = 0;
async function meeting(
  who: string,
  startsAt: string,
  { rep = 'maya', status = 'confirmed', sent = true, lead = true } = {},
) {
  seq += 1;
  const requestId = `request-${seq}`;
  if (lead) {
    await storeLead(
      db,
      storedLead(FORM_IDS.requestDemo, requestId, [
        { name: 'email', value: `${who}@acme.example` },
      ]),
      { forward: false },
    );
  }
  const ends = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  await db
    .insertInto('demo_bookings')
    .values({
      uid: `uid-${who}`,
      request_id: requestId,
      rep_id: rep,
      starts_at: startsAt,
      ends_at: ends,
      status: status as 'confirmed' | 'cancelled',
      visitor_time_zone: 'Europe/Berlin',
      email: `${who}@acme.example`,
      first_name: who,
      last_name: 'Lee',
      company: 'Acme',
      phone_number: '+12125550100',
      company_size: '251',
      industry: 'Technology',
      confirmation_sent_at: sent ? startsAt : null,
    })
    .execute();
}

const whoIn = async (view: 'upcoming' | 'past' | 'cancelled', repId?: string) =>
  (await listMeetings(db, { view, repId, now: NOW, team: TEAM })).meetings.map(
    (m) => m.visitor.name,
  );

it('lists upcoming meetings soonest first, past and cancelled ones latest first', async () => {
  await meeting('Later', '2026-12-03T15:00:00.000Z');
  await meeting('Soon', '2026-12-01T15:00:00.000Z');
  // Started ten minutes ago and still running: upcoming until it ends.
  await meeting('Now', '2026-12-01T11:50:00.000Z');
  await meeting('Old', '2026-11-20T15:00:00.000Z');
  await meeting('Older', '2026-11-10T15:00:00.000Z');
  await meeting('Dropped', '2026-12-02T15:00:00.000Z', { status: 'cancelled' });
  expect(await whoIn('upcoming')).toEqual(['Now Lee', 'Soon Lee', 'Later Lee']);
  expect(await whoIn('past')).toEqual(['Old Lee', 'Older Lee']);
  expect(await whoIn('cancelled')).toEqual(['Dropped Lee']);
});

it("shows one rep's meetings with the rep's name, the lead to open and whether the invitations went out", async () => {
  await meeting('Ann', '2026-12-02T15:00:00.000Z', { rep: 'maya' });
  await meeting('Bo', '2026-12-02T16:00:00.000Z', { rep: 'dan', sent: false });
  await meeting('Cy', '2026-12-02T17:00:00.000Z', { rep: 'gone', lead: false });
  expect(await whoIn('upcoming', 'dan')).toEqual(['Bo Lee']);
  const { meetings } = await listMeetings(db, { view: 'upcoming', now: NOW, team: TEAM });
  const [ann, bo, cy] = meetings;
  expect(ann).toMatchObject({ rep: { name: 'Maya Okafor' }, confirmationSent: true });
  expect(ann?.leadId).toEqual(expect.any(Number));
  expect(bo).toMatchObject({ rep: { name: 'Daniel Brooks' }, confirmationSent: false });
  // A rep who left the team shows under their id; a booking without a stored lead has no link.
  expect(cy).toMatchObject({ rep: { id: 'gone', name: 'gone' }, leadId: null });
});

it('pages past meetings latest first, and says more exist only when a later page has some', async () => {
  for (const day of ['01', '02', '03', '04', '05']) {
    await meeting(`Nov${day}`, `2026-11-${day}T15:00:00.000Z`);
  }
  const pageOf = async (page: number, pageSize: number) => {
    const { meetings, more } = await listMeetings(db, {
      view: 'past',
      now: NOW,
      team: TEAM,
      page,
      pageSize,
    });
    return { who: meetings.map((m) => m.visitor.name), more };
  };
  expect(await pageOf(1, 2)).toEqual({ who: ['Nov05 Lee', 'Nov04 Lee'], more: true });
  expect(await pageOf(2, 2)).toEqual({ who: ['Nov03 Lee', 'Nov02 Lee'], more: true });
  // The oldest meeting is reachable: the list used to stop at its limit.
  expect(await pageOf(3, 2)).toEqual({ who: ['Nov01 Lee'], more: false });
  expect(await pageOf(4, 2)).toEqual({ who: [], more: false });
  // Exactly a page's worth: nothing more to announce.
  expect(await pageOf(1, 5)).toEqual({ who: expect.any(Array), more: false });
});

it('reads the view, a rep of the team and the page from the query, and nothing else', () => {
  expect(parseMeetingQuery({ view: 'past', rep: 'dan', page: '3' }, TEAM)).toEqual({
    view: 'past',
    repId: 'dan',
    page: 3,
  });
  expect(parseMeetingQuery({ view: 'all', rep: "x' OR 1=1", page: '-2' }, TEAM)).toEqual({
    view: 'upcoming',
    repId: undefined,
    page: 1,
  });
  expect(parseMeetingQuery({ page: 'last' }, TEAM).page).toBe(1);
});
