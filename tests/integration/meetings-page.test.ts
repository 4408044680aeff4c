import * as meetingsPage from '@/pages/leads/meetings';
import { openLeadViewEndpoint, type LeadViewEndpoint } from '@/tests/support/lead-view';
import {
  leadViewPageHandler,
  openLeadViewPage,
  pagerParts,
  paragraphs,
  shownText,
} from '@/tests/support/lead-view-page';

/** The sales team's meetings list (/leads/meetings) as a rep reads it, on a real database. */
let bench: LeadViewEndpoint;
let origin: string;
beforeEach(async () => {
  process.env.SALES_TIME_ZONE = 'Europe/London';
  bench = await openLeadViewEndpoint('meetings-page');
  origin = await bench.serve(leadViewPageHandler(meetingsPage));
});
afterEach(async () => {
  await bench.close();
  delete process.env.SALES_TIME_ZONE;
});

const open = (path: string) => openLeadViewPage(bench, origin, path);

/** `count` meetings of a rep that are over, an hour apart from 2020-01-01; Visitor0 the oldest. */
async function pastMeetings(count: number, rep = 'maya-okafor') {
  await bench.db
    .insertInto('demo_bookings')
    .values(
      Array.from({ length: count }, (_, n) => {
        const starts = Date.parse('2020-01-01T09:00:00Z') + n * 3_600_000;
        return {
          uid: `${rep}-${n}`,
          request_id: `request-${rep}-${n}`,
          rep_id: rep,
          starts_at: new Date(starts).toISOString(),
          ends_at: new Date(starts + 30 * 60_000).toISOString(),
          status: 'confirmed' as const,
          visitor_time_zone: 'Europe/London',
          email: `v${n}@acme.example`,
          first_name: `Visitor${n}`,
          last_name: 'Lee',
          company: 'Acme',
          phone_number: '+12125550100',
          company_size: '251',
          industry: 'Technology',
          confirmation_sent_at: new Date(starts).toISOString(),
        };
      }),
    )
    .execute();
}

/** Each row's visitor, by name (the cell's first line; the address is under it). */
const visitors = (page: Document) =>
  [...page.querySelectorAll('tbody tr')].map((row) => shownText(row.children[2]?.firstChild));

it('shows exactly a page of meetings without claiming there are more', async () => {
  await pastMeetings(200);
  const page = await open('/leads/meetings?view=past');
  expect(paragraphs(page)[0]).toBe('200 past meetings, times in Europe/London.');
  expect(visitors(page)).toHaveLength(200);
  expect(pagerParts(page)).toBeNull();
});

it('pages past meetings back to the oldest, keeping the view and the rep in the links', async () => {
  await pastMeetings(201);
  await pastMeetings(1, 'daniel-brooks');

  const first = await open('/leads/meetings?view=past&rep=maya-okafor');
  expect(paragraphs(first)[0]).toBe(
    'Past meetings 1 to 200, times in Europe/London. More on the next page.',
  );
  expect(visitors(first)).toHaveLength(200);
  expect(visitors(first)[0]).toBe('Visitor200 Lee');
  expect(pagerParts(first)).toEqual(['Page 1', 'Earlier']);
  const earlier = first.querySelector('nav[aria-label="Pages"] a')!.getAttribute('href')!;
  expect(earlier).toBe('/leads/meetings?view=past&rep=maya-okafor&page=2');

  const second = await open(earlier);
  expect(paragraphs(second)[0]).toBe('Past meeting 201, times in Europe/London.');
  // The oldest meeting, which the list used to cut off at 200.
  expect(visitors(second)).toEqual(['Visitor0 Lee']);
  expect(pagerParts(second)).toEqual(['Later', 'Page 2']);
  expect(second.querySelector('nav[aria-label="Pages"] a')?.getAttribute('href')).toBe(
    '/leads/meetings?view=past&rep=maya-okafor',
  );

  const past = await open('/leads/meetings?view=past&rep=maya-okafor&page=3');
  expect(shownText(past.querySelector('tbody td'))).toBe(
    'Page 3 is past the last page. Go to page 1',
  );
  expect(past.querySelector('tbody a')?.getAttribute('href')).toBe(
    '/leads/meetings?view=past&rep=maya-okafor',
  );
  expect(pagerParts(past)).toBeNull();
});
