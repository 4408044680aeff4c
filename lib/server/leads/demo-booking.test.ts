import { DEMO_FLAG_FIELDS } from '@/constants/form-fields';
import { DEMO_FLAG_VALUES, FORM_IDS } from '@/constants/forms';
import type { Db } from '@/lib/server/db';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import {
  bookDemoMeeting,
  cancelDemoMeeting,
  markConfirmationSent,
  recordContactRequest,
} from '@/lib/server/scheduling/bookings';
import { SALES_TEAM } from '@/lib/server/scheduling/sales-team';
import { parseWorkingHours } from '@/lib/server/scheduling/working-hours';
import { qualifyMeeting } from '@/modals/demo/qualify-meeting';
import { csvRow } from '@/tests/support/csv-row';
import { annBooking } from '@/tests/support/demo';
import { leadsCsv } from './csv';
import { getLead, listLeads, storeLead, type NewLead } from './store';

/**
 * The marketer's view of a demo lead: its status derived from what happened (lead-status.ts), its
 * meeting read from demo_bookings by the request that made it (ADR 0077), on a real SQLite file
 * with the real booking code.
 */
// One rep of the real team, so every booking is hers and the export can name her.
const TEAM = SALES_TEAM.filter((rep) => rep.id === 'sofia-lindqvist');
const HOURS = parseWorkingHours({
  SALES_TIME_ZONE: 'Europe/London',
  SALES_WORKING_DAYS: '1,2,3,4,5',
  SALES_WORKING_HOURS: '09:00-17:00',
  SALES_MEETING_MINUTES: 30,
  SALES_BUFFER_MINUTES: 0,
  SALES_MIN_NOTICE_MINUTES: 120,
  SALES_HOLIDAYS: '',
});
// The slot calendar's clock (Monday 23 November 2026, 11:00 UTC); rows are stamped with real time.
const SLOT_CLOCK = new Date('2026-11-23T11:00:00Z');
const SLOT = '2026-11-23T13:00:00.000Z';
const LATER_SLOT = '2026-11-23T14:00:00.000Z';

let seq = 0;
/** A step 2 lead with the qualification flags the modal sends (qualify-meeting.ts). */
function demoLead(
  email: string,
  { offered = true, companySize = '1001' } = {},
  overrides: Partial<NewLead> = {},
): NewLead {
  seq += 1;
  const flags = qualifyMeeting({
    isPayingCustomer: false,
    companySize: offered ? companySize : '1',
  }).flags;
  return {
    submissionId: `demo-request-${seq}`,
    formId: FORM_IDS.requestDemo,
    fields: [
      { name: 'email', value: email },
      { name: 'company', value: 'Acme Logistics' },
      { name: 'company_size__new_', value: offered ? companySize : '1' },
      ...Object.entries(flags).map(([name, value]) => ({ name, value })),
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

async function book(requestId: string, startsAt = SLOT, email = 'ann@acme-logistics.com') {
  const outcome = await bookDemoMeeting(db, annBooking(requestId, startsAt, email), {
    now: SLOT_CLOCK,
    team: TEAM,
    hours: HOURS,
  });
  if (outcome.kind === 'slot-unavailable') throw new Error('the test slot should be free');
  return outcome.booking;
}

const csvRowOf = async (email: string) => csvRow(await leadsCsv(db), email);

let db: Db;
beforeEach(async () => {
  db = await openTestDb();
});
afterEach(() => closeTestDb(db));

const store = async (lead: NewLead) => {
  await storeLead(db, lead, { forward: false });
  return lead;
};
const leadOf = async (lead: NewLead) =>
  (await listLeads(db)).leads.find((l) => l.submissionId === lead.submissionId)!;

describe('a demo lead in the lead view', () => {
  it('reads "Meeting offered" until the request books, then "Booked" with the meeting', async () => {
    const lead = await store(demoLead('ann@acme-logistics.com'));
    expect(await leadOf(lead)).toMatchObject({
      status: { label: 'Meeting offered' },
      booking: null,
    });
    const offered = await csvRowOf('ann@acme-logistics.com');
    expect(offered('lead_status_label')).toBe('Meeting offered');
    // What the modal recorded when the request was sent has its own column too.
    expect(offered(DEMO_FLAG_FIELDS.meetingOffered)).toBe(DEMO_FLAG_VALUES.offered);

    const booking = await book(lead.submissionId);
    const expected = {
      status: { kind: 'booked', label: 'Booked', meetingStartsAt: SLOT },
      booking: {
        uid: booking.uid,
        status: 'confirmed',
        startsAt: SLOT,
        endsAt: '2026-11-23T13:30:00.000Z',
        timeZone: 'Europe/Berlin',
      },
    };
    expect(await leadOf(lead)).toMatchObject(expected);
    expect(await getLead(db, (await leadOf(lead)).id)).toMatchObject(expected);
    const cell = await csvRowOf('ann@acme-logistics.com');
    expect(cell('lead_status')).toBe('booked');
    expect(cell('lead_status_label')).toBe('Booked');
    expect(cell('meeting_starts_at_utc')).toBe('2026-11-23 13:00:00');
    expect(cell('meeting_time_zone')).toBe('Europe/Berlin');
    // The submitted fields stay what the visitor sent (and what the CRM received).
    expect(
      (await leadOf(lead)).fields.find((f) => f.name === DEMO_FLAG_FIELDS.bookingStatus)?.value,
    ).toBe(DEMO_FLAG_VALUES.bookingAwaited);
  });

  it("gives sales the meeting's rep and whether its invitations went out", async () => {
    const lead = await store(demoLead('ann@acme-logistics.com'));
    const booking = await book(lead.submissionId);
    const before = await csvRowOf('ann@acme-logistics.com');
    expect(before('meeting_rep')).toBe('Sofia Lindqvist');
    expect(before('meeting_invitations_sent_at_utc')).toBe('');
    expect(before('contact_requested_at_utc')).toBe('');

    await markConfirmationSent(db, booking.id, new Date('2026-11-23T11:05:30.250Z'));
    expect((await leadOf(lead)).booking).toMatchObject({
      repId: 'sofia-lindqvist',
      invitationsSentAt: '2026-11-23T11:05:30.250Z',
    });
    expect((await csvRowOf('ann@acme-logistics.com'))('meeting_invitations_sent_at_utc')).toBe(
      '2026-11-23 11:05:30',
    );
  });

  it('puts each booking under the request that made it, never under another of the same email', async () => {
    // The issue: the first booking showed under no lead, the second under the first request.
    const first = await store(demoLead('ann@acme-logistics.com'));
    await book(first.submissionId, SLOT);
    const second = await store(demoLead('ann@acme-logistics.com'));
    await book(second.submissionId, LATER_SLOT);
    expect((await leadOf(first)).booking?.startsAt).toBe(SLOT);
    expect((await leadOf(second)).booking?.startsAt).toBe(LATER_SLOT);
    const third = await store(demoLead('ann@acme-logistics.com'));
    expect(await leadOf(third)).toMatchObject({
      status: { label: 'Meeting offered' },
      booking: null,
    });
  });

  it('shows the new time after the request moved its meeting, with one booking row', async () => {
    const lead = await store(demoLead('ann@acme-logistics.com'));
    await book(lead.submissionId, SLOT);
    await book(lead.submissionId, LATER_SLOT);
    expect((await leadOf(lead)).status).toMatchObject({
      label: 'Booked',
      meetingStartsAt: LATER_SLOT,
    });
    expect(await db.selectFrom('demo_bookings').select('id').execute()).toHaveLength(1);
  });

  it('says "Contact requested" when the visitor chose to be contacted instead', async () => {
    const lead = await store(demoLead('ann@acme-logistics.com'));
    await recordContactRequest(db, lead.submissionId, new Date('2026-11-23T11:10:00.000Z'));
    expect(await leadOf(lead)).toMatchObject({
      status: { label: 'Contact requested' },
      contactRequestedAt: '2026-11-23T11:10:00.000Z',
    });
    const cell = await csvRowOf('ann@acme-logistics.com');
    expect(cell('lead_status')).toBe('contact-requested');
    // When, so sales call back the longest waiting first.
    expect(cell('contact_requested_at_utc')).toBe('2026-11-23 11:10:00');
    expect(cell('meeting_rep')).toBe('');
  });

  it('says "Not offered" with the reason for a lead never shown the calendar', async () => {
    const lead = await store(demoLead('small@tiny-shop.com', { offered: false }));
    expect((await leadOf(lead)).status).toMatchObject({
      kind: 'not-offered',
      label: 'Not offered',
      reason: DEMO_FLAG_VALUES.reasonBelowThreshold,
    });
    const cell = await csvRowOf('small@tiny-shop.com');
    expect(cell('not_offered_reason')).toBe(DEMO_FLAG_VALUES.reasonBelowThreshold);
    expect(cell('company_size')).toBe('1');
    expect(cell('company_size_label')).toBe('1-10 employees');
  });

  it('says "Meeting cancelled" once the request cancelled its meeting', async () => {
    const lead = await store(demoLead('ann@acme-logistics.com'));
    const booking = await book(lead.submissionId);
    await cancelDemoMeeting(db, booking.uid, { now: SLOT_CLOCK, team: TEAM, hours: HOURS });
    expect((await leadOf(lead)).status).toMatchObject({
      label: 'Meeting cancelled',
      meetingStartsAt: SLOT,
    });
  });

  it('reads "Submitted" for step 1, and no status for other forms', async () => {
    const started = await store(
      demoLead('ann@acme-logistics.com', {}, { formId: FORM_IDS.requestDemoStarted }),
    );
    const other = await store(
      demoLead(
        'ann@acme-logistics.com',
        {},
        {
          formId: FORM_IDS.blogSubscribeFooter,
          fields: [{ name: 'email', value: 'ann@acme-logistics.com' }],
        },
      ),
    );
    expect((await leadOf(started)).status?.label).toBe('Submitted');
    expect((await leadOf(other)).status).toBeNull();
  });
});

describe("the lead view's meeting filter: the demo requests sales follow up", () => {
  it('finds the booked, the cancelled and the contact-requested requests, each counted', async () => {
    const booked = await store(demoLead('booked@acme-logistics.com'));
    await book(booked.submissionId, SLOT);
    const cancelled = await store(demoLead('cancelled@acme-logistics.com'));
    const cancelledBooking = await book(cancelled.submissionId, LATER_SLOT);
    await cancelDemoMeeting(db, cancelledBooking.uid, {
      now: SLOT_CLOCK,
      team: TEAM,
      hours: HOURS,
    });
    const contact = await store(demoLead('contact@acme-logistics.com'));
    await recordContactRequest(db, contact.submissionId);
    await store(demoLead('offered@acme-logistics.com'));
    await store(demoLead('small@tiny-shop.com', { offered: false }));

    const emails = async (meeting: 'booked' | 'meeting-cancelled' | 'contact-requested') => {
      const { leads, total } = await listLeads(db, { meeting });
      expect(total).toBe(leads.length);
      return leads.map((lead) => lead.email);
    };
    expect(await emails('booked')).toEqual(['booked@acme-logistics.com']);
    expect(await emails('meeting-cancelled')).toEqual(['cancelled@acme-logistics.com']);
    expect(await emails('contact-requested')).toEqual(['contact@acme-logistics.com']);
    expect((await listLeads(db)).total).toBe(5);
    // The export follows the same filter.
    const csv = await leadsCsv(db, { meeting: 'contact-requested' });
    expect(csv).toContain('contact@acme-logistics.com');
    expect(csv).not.toContain('booked@acme-logistics.com');
  });
});
