import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openDatabase, type Db } from '@/lib/server/db';
import { bookDemoMeeting, listAvailableSlots, type BookingRequest } from './bookings';
import type { SalesRep } from './sales-team';

const run = promisify(execFile);

const TEAM: SalesRep[] = [
  {
    id: 'maya',
    name: 'Maya Okafor',
    email: 'maya@switchboard.example',
    timeZone: 'America/New_York',
    workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    meetingUrl: 'https://meet.switchboard.example/maya',
  },
  {
    id: 'sofia',
    name: 'Sofia Lindqvist',
    email: 'sofia@switchboard.example',
    timeZone: 'Europe/London',
    workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    meetingUrl: 'https://meet.switchboard.example/sofia',
  },
];
// Monday 23 November 2026, 11:00 UTC.
const NOW = new Date('2026-11-23T11:00:00Z');
const BOTH_FREE = '2026-11-23T15:00:00.000Z'; // 10:00 New York, 15:00 London
const LONDON_ONLY = '2026-11-23T13:00:00.000Z'; // 13:00 London, 08:00 New York

const request = (startsAt: string, email = 'ann@acme.example'): BookingRequest => ({
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

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-bookings-'));
  db = openDatabase(path.join(dir, 'switchboard.sqlite'));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rows = () =>
  db.prepare('SELECT rep_id, starts_at, email FROM demo_bookings ORDER BY id').all() as {
    rep_id: string;
    starts_at: string;
    email: string;
  }[];

describe('booking a demo meeting', () => {
  const context = { now: NOW, team: TEAM };

  it('stores the booking with the slot, the rep and the visitor', () => {
    const outcome = bookDemoMeeting(db, request(LONDON_ONLY), context);
    expect(outcome.kind).toBe('booked');
    if (outcome.kind !== 'booked') return;
    expect(outcome.booking.rep.id).toBe('sofia');
    expect(outcome.booking.endsAt).toBe('2026-11-23T13:30:00.000Z');
    expect(rows()).toEqual([
      { rep_id: 'sofia', starts_at: LONDON_ONLY, email: 'ann@acme.example' },
    ]);
  });

  it('assigns reps round-robin: the one who waited longest gets the next meeting', () => {
    const first = bookDemoMeeting(db, request(BOTH_FREE, 'a@acme.example'), context);
    const second = bookDemoMeeting(db, request(BOTH_FREE, 'b@acme.example'), context);
    const third = bookDemoMeeting(
      db,
      request('2026-11-23T16:00:00.000Z', 'c@acme.example'),
      context,
    );
    expect(
      [first, second, third].map((o) => (o.kind === 'booked' ? o.booking.rep.id : o.kind)),
    ).toEqual(['maya', 'sofia', 'maya']);
  });

  it('never books a rep twice for one slot: the time disappears once every rep is taken', () => {
    bookDemoMeeting(db, request(LONDON_ONLY, 'a@acme.example'), context);
    const again = bookDemoMeeting(db, request(LONDON_ONLY, 'b@acme.example'), context);
    expect(again.kind).toBe('slot-unavailable');
    if (again.kind !== 'slot-unavailable') return;
    expect(again.slots.map((s) => s.start)).not.toContain(LONDON_ONLY);
    expect(again.slots.length).toBeGreaterThan(0);
    expect(rows()).toHaveLength(1);
  });

  it('refuses a time that is not offered (outside working hours, too soon, or malformed)', () => {
    for (const startsAt of [
      '2026-11-23T03:00:00.000Z', // night everywhere
      '2026-11-23T11:30:00.000Z', // within the two-hour notice
      '2026-11-23T13:10:00.000Z', // not on the half hour
      '2026-11-28T14:00:00.000Z', // Saturday
      'not a time',
    ]) {
      expect(bookDemoMeeting(db, request(startsAt), context).kind).toBe('slot-unavailable');
    }
    expect(rows()).toHaveLength(0);
  });

  it('lets the unique index reject a second booking of the same rep and slot', () => {
    bookDemoMeeting(db, request(LONDON_ONLY), context);
    expect(() =>
      db
        .prepare(
          `INSERT INTO demo_bookings (uid, rep_id, starts_at, ends_at, visitor_time_zone, email,
             first_name, last_name, company, phone_number, company_size, industry)
           VALUES ('x', 'sofia', ?, ?, 'UTC', 'b@acme.example', 'B', 'C', 'D', '1', '251', 'Other')`,
        )
        .run(LONDON_ONLY, '2026-11-23T13:30:00.000Z'),
    ).toThrow(/UNIQUE constraint failed/);
  });

  it('lists the remaining slots without the booked ones', () => {
    const before = listAvailableSlots(db, context).map((s) => s.start);
    expect(before).toContain(LONDON_ONLY);
    bookDemoMeeting(db, request(LONDON_ONLY), context);
    expect(listAvailableSlots(db, context).map((s) => s.start)).not.toContain(LONDON_ONLY);
  });
});

describe('two simultaneous bookings of one slot', () => {
  it('yields one booking; the other process is offered fresh slots', async () => {
    const file = path.join(dir, 'switchboard.sqlite');
    const goAt = Date.now() + 4000;
    const worker = path.join(__dirname, 'test-support', 'book-slot-worker.ts');
    const spawn = (email: string) =>
      run(process.execPath, ['--conditions=react-server', '--import', 'tsx', worker], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          BOOK_DB_FILE: file,
          BOOK_GO_AT: String(goAt),
          BOOK_NOW: NOW.toISOString(),
          BOOK_TEAM: JSON.stringify(TEAM),
          BOOK_REQUEST: JSON.stringify(request(LONDON_ONLY, email)),
        },
      }).then(
        ({ stdout }) =>
          JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { kind: string; slots?: number },
      );
    const results = await Promise.all([spawn('a@acme.example'), spawn('b@acme.example')]);
    expect(results.map((r) => r.kind).sort()).toEqual(['booked', 'slot-unavailable']);
    expect(results.find((r) => r.kind === 'slot-unavailable')?.slots).toBeGreaterThan(0);
    expect(rows()).toHaveLength(1);
  }, 30_000);
});
