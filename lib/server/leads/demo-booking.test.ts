import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_FLAG_FIELDS } from '@/constants/form-fields';
import { DEMO_FLAG_VALUES, FORM_IDS } from '@/constants/forms';
import { openDatabase, type Db } from '@/lib/server/db';
import { bookDemoMeeting } from '@/lib/server/scheduling/bookings';
import type { SalesRep } from '@/lib/server/scheduling/sales-team';
import { getLead, leadsCsv, listLeads, storeLead, type NewLead } from './store';

/**
 * The marketer's view of a demo lead that went on to book: the booking is read from demo_bookings
 * (the one source of truth, ADR 0077), on a real SQLite file with the real booking code.
 */
const TEAM: SalesRep[] = [
  {
    id: 'sofia',
    name: 'Sofia Lindqvist',
    email: 'sofia@switchboard.example',
    timeZone: 'Europe/London',
    workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    meetingUrl: 'https://meet.switchboard.example/sofia',
  },
];
// The slot calendar's clock (Monday 23 November 2026, 11:00 UTC); rows are stamped with real time.
const SLOT_CLOCK = new Date('2026-11-23T11:00:00Z');
const SLOT = '2026-11-23T13:00:00.000Z';
const LATER_SLOT = '2026-11-23T14:00:00.000Z';

let seq = 0;
function demoLead(email: string, booking: string, overrides: Partial<NewLead> = {}): NewLead {
  seq += 1;
  return {
    submissionId: `demo-booking-${seq}`,
    formId: FORM_IDS.requestDemo,
    fields: [
      { name: 'email', value: email },
      { name: 'company', value: 'Acme Logistics' },
      { name: 'company_size__new_', value: '251' },
      { name: DEMO_FLAG_FIELDS.bookingStatus, value: booking },
      { name: DEMO_FLAG_FIELDS.recentBookingStatus, value: booking },
    ],
    context: {},
    consent: {
      noticeAccepted: true,
      noticeText: 'notice',
      marketingOptIn: null,
      model: null,
      cookieGroups: null,
    },
    ipCountry: null,
    freeEmailDomain: false,
    anonymousId: null,
    submittedAt: Date.now(),
    ...overrides,
  };
}

function book(email: string, startsAt = SLOT) {
  const outcome = bookDemoMeeting(
    db,
    {
      startsAt,
      timeZone: 'Europe/Berlin',
      email,
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Acme Logistics',
      title: 'Head of Support',
      phoneNumber: '+1 212 555 0100',
      companySize: '251',
      industry: 'Technology',
    },
    { now: SLOT_CLOCK, team: TEAM },
  );
  if (outcome.kind !== 'booked') throw new Error('the test slot should be free');
  return outcome.booking;
}

const csvRow = (email: string) => {
  const lines = leadsCsv(db).trim().split('\n');
  const header = lines[0]!.split(',');
  const line = lines.find((l) => l.includes(email))!;
  // The columns checked here hold no commas or quotes.
  const cells = line.split(',');
  return (name: string) => cells[header.indexOf(name)];
};

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-booking-'));
  db = openDatabase(path.join(dir, 'switchboard.sqlite'));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a demo lead in the lead view', () => {
  it('shows "Awaiting booking" until the visitor books, then "Booked" with the meeting time', () => {
    const { leadId } = storeLead(db, demoLead('ann@acme-logistics.com', 'Awaiting booking'), {
      forward: false,
    });
    expect(getLead(db, leadId)).toMatchObject({
      bookingStatus: DEMO_FLAG_VALUES.bookingAwaited,
      booking: null,
    });
    expect(csvRow('ann@acme-logistics.com')('booking_status')).toBe('Awaiting booking');

    // The booking form sends the address as typed; the match ignores case like the lead store.
    const booking = book('Ann@Acme-Logistics.com');

    const expected = {
      bookingStatus: 'Booked',
      booking: {
        uid: booking.uid,
        status: 'confirmed',
        startsAt: SLOT,
        endsAt: '2026-11-23T13:30:00.000Z',
        timeZone: 'Europe/Berlin',
      },
    };
    expect(getLead(db, leadId)).toMatchObject(expected);
    expect(listLeads(db).leads[0]).toMatchObject(expected);
    const cell = csvRow('ann@acme-logistics.com');
    expect(cell('booking_status')).toBe('Booked');
    expect(cell('meeting_starts_at')).toBe(SLOT);
    expect(cell('meeting_time_zone')).toBe('Europe/Berlin');
    // The submitted fields stay what the visitor sent (and what the CRM received).
    expect(
      getLead(db, leadId)?.fields.find((f) => f.name === DEMO_FLAG_FIELDS.bookingStatus)?.value,
    ).toBe('Awaiting booking');
  });

  it("never takes another visitor's booking, nor one made long before the lead", () => {
    book('someone-else@acme-logistics.com');
    const { leadId } = storeLead(db, demoLead('ann@acme-logistics.com', 'Awaiting booking'), {
      forward: false,
    });
    expect(getLead(db, leadId)?.bookingStatus).toBe('Awaiting booking');

    book('grace@hopper-systems.com', LATER_SLOT);
    // A new demo request an hour after that booking is a new request, still awaiting its own.
    const later = storeLead(db, demoLead('grace@hopper-systems.com', 'Awaiting booking'), {
      forward: false,
      now: Date.now() + 60 * 60 * 1000,
    });
    expect(getLead(db, later.leadId)).toMatchObject({
      bookingStatus: 'Awaiting booking',
      booking: null,
    });
  });

  it('only demo leads carry a booking status; other forms of the same visitor do not', () => {
    const other = storeLead(
      db,
      demoLead('ann@acme-logistics.com', 'x', {
        formId: FORM_IDS.blogSubscribeFooter,
        fields: [{ name: 'email', value: 'ann@acme-logistics.com' }],
      }),
      { forward: false },
    );
    book('ann@acme-logistics.com');
    expect(getLead(db, other.leadId)).toMatchObject({ bookingStatus: null, booking: null });
    expect(csvRow('ann@acme-logistics.com')('booking_status')).toBe('');
  });

  it('keeps "Not offered" for a lead that was never shown the calendar', () => {
    const { leadId } = storeLead(db, demoLead('small@tiny-shop.com', 'Not offered'), {
      forward: false,
    });
    expect(getLead(db, leadId)?.bookingStatus).toBe(DEMO_FLAG_VALUES.bookingNotOffered);
  });

  it('says so when the booking was cancelled, preferring a confirmed rebooking', () => {
    const { leadId } = storeLead(db, demoLead('ann@acme-logistics.com', 'Awaiting booking'), {
      forward: false,
    });
    const first = book('ann@acme-logistics.com');
    db.prepare("UPDATE demo_bookings SET status = 'cancelled' WHERE uid = ?").run(first.uid);
    expect(getLead(db, leadId)?.bookingStatus).toBe('Booking cancelled');
    const second = book('ann@acme-logistics.com', LATER_SLOT);
    expect(getLead(db, leadId)).toMatchObject({
      bookingStatus: 'Booked',
      booking: { uid: second.uid, startsAt: LATER_SLOT },
    });
  });
});
