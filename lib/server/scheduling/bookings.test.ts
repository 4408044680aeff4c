import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '@/lib/server/db';
import { closeTestDb, openTestDb, testDbEnv } from '@/tests/support/test-db';
import {
  bookDemoMeeting,
  cancelDemoMeeting,
  listAvailableSlots,
  rescheduleDemoMeeting,
  type BookingRequest,
} from './bookings';
import type { SalesRep } from './sales-team';
import { parseWorkingHours } from './working-hours';

const run = promisify(execFile);

const TEAM: SalesRep[] = [
  {
    id: 'maya',
    name: 'Maya Okafor',
    email: 'maya@switchboard.example',
    meetingUrl: 'https://meet.switchboard.example/maya',
  },
  {
    id: 'sofia',
    name: 'Sofia Lindqvist',
    email: 'sofia@switchboard.example',
    meetingUrl: 'https://meet.switchboard.example/sofia',
  },
];
const HOURS = parseWorkingHours({
  SALES_TIME_ZONE: 'America/New_York',
  SALES_WORKING_DAYS: '1,2,3,4,5',
  SALES_WORKING_HOURS: '09:00-17:00',
  SALES_MEETING_MINUTES: 30,
  SALES_BUFFER_MINUTES: 0,
  SALES_MIN_NOTICE_MINUTES: 120,
  SALES_HOLIDAYS: '',
});
// Monday 23 November 2026, 11:00 UTC (06:00 in New York).
const NOW = new Date('2026-11-23T11:00:00Z');
const NINE = '2026-11-23T14:00:00.000Z'; // 09:00 New York
const TEN = '2026-11-23T15:00:00.000Z'; // 10:00 New York

let requests = 0;
const request = (
  startsAt: string,
  email = 'ann@acme.example',
  requestId = `request-${++requests}`,
): BookingRequest => ({
  requestId,
  startsAt,
  timeZone: 'Europe/Berlin',
  email,
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Acme',
  title: 'Head of Support',
  phoneNumber: '+1 212 555 0100',
  companySize: '251',
  industry: 'Technology',
});

let db: Db;
beforeEach(async () => {
  db = await openTestDb({ file: true });
});
afterEach(() => closeTestDb(db));

const rows = () =>
  db.selectFrom('demo_bookings').select(['rep_id', 'starts_at', 'email']).orderBy('id').execute();
const offered = async () => (await listAvailableSlots(db, context)).map((s) => s.start);
const context = { now: NOW, team: TEAM, hours: HOURS };

describe('booking a demo meeting', () => {
  it('stores the booking with the slot, the rep, the visitor and the demo request', async () => {
    const outcome = await bookDemoMeeting(
      db,
      request(NINE, 'ann@acme.example', 'request-ann'),
      context,
    );
    expect(outcome.kind).toBe('booked');
    if (outcome.kind !== 'booked') return;
    expect(outcome.booking).toMatchObject({
      rep: { id: 'maya' },
      endsAt: '2026-11-23T14:30:00.000Z',
      requestId: 'request-ann',
      sequence: 0,
      status: 'confirmed',
    });
    expect(await rows()).toEqual([{ rep_id: 'maya', starts_at: NINE, email: 'ann@acme.example' }]);
  });

  it('assigns reps round-robin: the one who waited longest gets the next meeting', async () => {
    const first = await bookDemoMeeting(db, request(NINE, 'a@acme.example'), context);
    const second = await bookDemoMeeting(db, request(NINE, 'b@acme.example'), context);
    const third = await bookDemoMeeting(db, request(TEN, 'c@acme.example'), context);
    expect(
      [first, second, third].map((o) => (o.kind === 'booked' ? o.booking.rep.id : o.kind)),
    ).toEqual(['maya', 'sofia', 'maya']);
  });

  it('never books a rep twice for one slot: the time disappears once every rep is taken', async () => {
    await bookDemoMeeting(db, request(NINE, 'a@acme.example'), context);
    await bookDemoMeeting(db, request(NINE, 'b@acme.example'), context);
    const again = await bookDemoMeeting(db, request(NINE, 'c@acme.example'), context);
    expect(again.kind).toBe('slot-unavailable');
    if (again.kind !== 'slot-unavailable') return;
    expect(again.slots.map((s) => s.start)).not.toContain(NINE);
    expect(again.slots.length).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(2);
  });

  it('refuses a time that is not offered (outside working hours, too soon, or malformed)', async () => {
    for (const startsAt of [
      '2026-11-23T08:00:00.000Z', // 03:00 in New York (the night slots)
      '2026-11-23T13:00:00.000Z', // 08:00 in New York, before the team starts
      '2026-11-23T22:00:00.000Z', // 17:00 in New York: the day is over
      '2026-11-23T12:30:00.000Z', // within the two-hour notice
      '2026-11-23T14:10:00.000Z', // not on the half hour
      '2026-11-28T14:00:00.000Z', // Saturday
      'not a time',
    ]) {
      expect((await bookDemoMeeting(db, request(startsAt), context)).kind).toBe('slot-unavailable');
    }
    expect(await rows()).toHaveLength(0);
  });

  it('lets the unique index reject a second booking of the same rep and slot', async () => {
    const first = await bookDemoMeeting(db, request(NINE), context);
    expect(first).toMatchObject({ kind: 'booked', booking: { rep: { id: 'maya' } } });
    // The message, not the class: better-sqlite3 is one native module per Jest worker, so its
    // SqliteError may extend another test file's Error and fail toThrow's instanceof check.
    const outcome = await sql`INSERT INTO demo_bookings (uid, rep_id, starts_at, ends_at,
             visitor_time_zone, email, first_name, last_name, company, phone_number, company_size,
             industry)
           VALUES ('x', 'maya', ${NINE}, '2026-11-23T14:30:00.000Z', 'UTC', 'b@acme.example',
             'B', 'C', 'D', '1', '251', 'Other')`
      .execute(db)
      .then(
        () => 'stored',
        (error: { message?: string }) => error.message,
      );
    expect(outcome).toMatch(
      /UNIQUE constraint failed|duplicate key value violates unique constraint/,
    );
  });

  it('lists the remaining slots without the booked ones', async () => {
    expect(await offered()).toContain(NINE);
    await bookDemoMeeting(db, request(NINE), context);
    await bookDemoMeeting(db, request(NINE), context);
    expect(await offered()).not.toContain(NINE);
  });
});

describe('one booking per demo request', () => {
  const fillNine = () => bookDemoMeeting(db, request(NINE, 'other@acme.example'), context);

  it('moves the meeting when the same request books again: one row, old slot free again', async () => {
    await fillNine(); // Maya takes another visitor at nine, so Sofia hosts Ann.
    const first = await bookDemoMeeting(
      db,
      request(NINE, 'ann@acme.example', 'request-ann'),
      context,
    );
    expect(await offered()).not.toContain(NINE);
    const second = await bookDemoMeeting(
      db,
      request(TEN, 'ann@acme.example', 'request-ann'),
      context,
    );
    expect(second.kind).toBe('moved');
    if (first.kind !== 'booked' || second.kind !== 'moved') return;
    expect(second.booking).toMatchObject({
      uid: first.booking.uid,
      id: first.booking.id,
      startsAt: TEN,
      sequence: 1,
      rep: { id: 'sofia' }, // the same rep, free at ten
    });
    expect(second.previous).toMatchObject({ startsAt: NINE, rep: { id: 'sofia' } });
    expect((await rows()).filter((r) => r.email === 'ann@acme.example')).toEqual([
      { rep_id: 'sofia', starts_at: TEN, email: 'ann@acme.example' },
    ]);
    expect(await offered()).toContain(NINE);
  });

  it('changes nothing when the request asks again for the time it holds', async () => {
    const first = await bookDemoMeeting(
      db,
      request(NINE, 'ann@acme.example', 'request-ann'),
      context,
    );
    const again = await bookDemoMeeting(
      db,
      request(NINE, 'ann@acme.example', 'request-ann'),
      context,
    );
    expect(again.kind).toBe('unchanged');
    if (first.kind !== 'booked' || again.kind !== 'unchanged') return;
    expect(again.booking).toMatchObject({ uid: first.booking.uid, sequence: 0 });
    expect(await rows()).toHaveLength(1);
  });

  it('keeps the meeting where it was when the new time is gone', async () => {
    await bookDemoMeeting(db, request(TEN, 'ann@acme.example', 'request-ann'), context);
    await fillNine();
    await bookDemoMeeting(db, request(NINE, 'bob@acme.example'), context);
    const move = await bookDemoMeeting(
      db,
      request(NINE, 'ann@acme.example', 'request-ann'),
      context,
    );
    expect(move.kind).toBe('slot-unavailable');
    expect((await rows()).find((r) => r.email === 'ann@acme.example')?.starts_at).toBe(TEN);
  });

  it('moves by uid (the reschedule link) and cancels: the slot is free, the row stays', async () => {
    const first = await bookDemoMeeting(db, request(NINE), context);
    if (first.kind !== 'booked') throw new Error('booked expected');
    const moved = await rescheduleDemoMeeting(db, first.booking.uid, TEN, context);
    expect(moved).toMatchObject({ kind: 'moved', booking: { startsAt: TEN, sequence: 1 } });
    expect((await rescheduleDemoMeeting(db, 'no-such-uid', TEN, context)).kind).toBe('not-found');

    const cancelled = await cancelDemoMeeting(db, first.booking.uid, context);
    expect(cancelled).toMatchObject({
      kind: 'cancelled',
      booking: { status: 'cancelled', sequence: 2 },
    });
    expect((await cancelDemoMeeting(db, first.booking.uid, context)).kind).toBe(
      'already-cancelled',
    );
    expect((await cancelDemoMeeting(db, 'no-such-uid', context)).kind).toBe('not-found');
    expect(await rows()).toHaveLength(1);
    expect(await offered()).toContain(TEN);
  });

  it('does not cancel a meeting that has started', async () => {
    const first = await bookDemoMeeting(db, request(NINE), context);
    if (first.kind !== 'booked') throw new Error('booked expected');
    const later = { ...context, now: new Date('2026-11-23T14:05:00Z') };
    expect((await cancelDemoMeeting(db, first.booking.uid, later)).kind).toBe('past');
  });
});

describe('two simultaneous bookings of one slot', () => {
  it('yields one booking; the other process is offered fresh slots', async () => {
    const goAt = Date.now() + 4000;
    const worker = path.join(__dirname, 'test-support', 'book-slot-worker.ts');
    const spawn = (email: string) =>
      run(process.execPath, ['--conditions=react-server', '--import', 'tsx', worker], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          ...testDbEnv(db),
          BOOK_GO_AT: String(goAt),
          BOOK_NOW: NOW.toISOString(),
          BOOK_TEAM: JSON.stringify(TEAM),
          BOOK_HOURS: JSON.stringify(HOURS),
          BOOK_REQUEST: JSON.stringify(request(NINE, email)),
        },
      }).then(
        ({ stdout }) =>
          JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { kind: string; slots?: number },
      );
    // Maya is taken at nine; the two processes race for Sofia.
    await bookDemoMeeting(db, request(NINE, 'first@acme.example'), context);
    const results = await Promise.all([spawn('a@acme.example'), spawn('b@acme.example')]);
    expect(results.map((r) => r.kind).sort()).toEqual(['booked', 'slot-unavailable']);
    expect(results.find((r) => r.kind === 'slot-unavailable')?.slots).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(2);
  }, 30_000);
});
