import { FORM_IDS } from '@/constants/forms';
import { resetEnvForTests } from '@/lib/env';
import { storeLead } from '@/lib/server/leads/store';
import {
  bookDemoMeeting,
  markConfirmationSent,
  recordContactRequest,
} from '@/lib/server/scheduling/bookings';
import { SALES_TEAM } from '@/lib/server/scheduling/sales-team';
import { parseWorkingHours } from '@/lib/server/scheduling/working-hours';
import * as leadPage from '@/pages/leads/[id]';
import { openLeadViewEndpoint, type LeadViewEndpoint } from '@/tests/support/lead-view';
import { leadViewPageHandler } from '@/tests/support/lead-view-page';
import { annBooking } from '@/tests/support/demo';
import { storedLead } from '@/tests/support/stored-lead';

/**
 * A demo request's page in the lead view, as the sales team opens it: the page's own
 * getServerSideProps on a real database, rendered as the server sends it.
 */
const SLOT_CLOCK = new Date('2026-11-23T11:00:00Z');
const SLOT = '2026-11-23T13:00:00.000Z';
const HOURS = parseWorkingHours({
  SALES_TIME_ZONE: 'America/New_York',
  SALES_WORKING_DAYS: '1,2,3,4,5',
  SALES_WORKING_HOURS: '08:00-17:00',
  SALES_MEETING_MINUTES: 30,
  SALES_BUFFER_MINUTES: 0,
  SALES_MIN_NOTICE_MINUTES: 120,
  SALES_HOLIDAYS: '',
});
const TEAM = SALES_TEAM.filter((rep) => rep.id === 'sofia-lindqvist');

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    // Intl puts narrow and thin spaces in times; a reader sees spaces.
    .replace(/\s+/gu, ' ')
    .trim();

/** Each row heading of the page with its cell, as a reader sees them. */
function rowsOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<th scope="row">(.*?)<\/th><td>(.*?)<\/td>/g)].map(
      ([, th = '', td = '']) => [decode(th), decode(td)],
    ),
  );
}

let bench: LeadViewEndpoint;
let origin = '';
beforeEach(async () => {
  process.env.SALES_TIME_ZONE = 'America/New_York';
  bench = await openLeadViewEndpoint('lead-page');
  origin = await bench.serve(leadViewPageHandler(leadPage, { param: 'id' }));
});
afterEach(async () => {
  await bench.close();
  delete process.env.SALES_TIME_ZONE;
  resetEnvForTests();
});

let seq = 0;
async function demoRequest(): Promise<{ leadId: number; requestId: string }> {
  seq += 1;
  const requestId = `lead-page-request-${seq}`;
  const outcome = await storeLead(
    bench.db,
    storedLead(FORM_IDS.requestDemo, requestId, [
      { name: 'email', value: `ann${seq}@acme-logistics.com` },
    ]),
    { forward: false },
  );
  return { leadId: outcome.leadId, requestId };
}

const rowsOfLead = async (leadId: number) => {
  const answer = await fetch(`${origin}/leads/${leadId}`, {
    headers: { authorization: bench.authorization },
  });
  expect(answer.status).toBe(200);
  return rowsOf(await answer.text());
};

it("shows a booked meeting's rep, its time for the team and for the visitor, and the invitations", async () => {
  const { leadId, requestId } = await demoRequest();
  const outcome = await bookDemoMeeting(bench.db, annBooking(requestId, SLOT), {
    now: SLOT_CLOCK,
    team: TEAM,
    hours: HOURS,
  });
  if (outcome.kind === 'slot-unavailable') throw new Error('the test slot should be free');

  expect(await rowsOfLead(leadId)).toMatchObject({
    Status: 'Booked: 2026-11-23 13:00 UTC',
    Rep: 'Sofia Lindqvist',
    'Meeting time': 'Monday, November 23, 2026, 8:00 – 8:30 AM EST (America/New_York)',
    "Visitor's time": 'Monday, November 23, 2026, 2:00 – 2:30 PM GMT+1 (Europe/Berlin)',
    'Invitations sent': 'Not yet',
  });

  await markConfirmationSent(bench.db, outcome.booking.id, new Date('2026-11-23T11:05:00Z'));
  expect((await rowsOfLead(leadId))['Invitations sent']).toBe('2026-11-23 11:05 UTC');
});

it('shows when the visitor asked to be contacted instead of booking', async () => {
  const { leadId, requestId } = await demoRequest();
  await recordContactRequest(bench.db, requestId, new Date('2026-11-23T11:10:00Z'));
  const rows = await rowsOfLead(leadId);
  expect(rows).toMatchObject({
    Status: 'Contact requested',
    'Asked to be contacted': '2026-11-23 11:10 UTC',
  });
  expect(rows).not.toHaveProperty('Rep');
});
