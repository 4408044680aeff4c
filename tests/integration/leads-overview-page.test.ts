import * as overviewPage from '@/pages/leads/overview';
import { openLeadViewEndpoint, type LeadViewEndpoint } from '@/tests/support/lead-view';
import {
  leadViewPageHandler,
  openLeadViewPage,
  paragraphs,
  shownText,
} from '@/tests/support/lead-view-page';

/** The lead view's overview (/leads/overview) as a marketer reads it, on a real database. */
let bench: LeadViewEndpoint;
let origin: string;
beforeEach(async () => {
  bench = await openLeadViewEndpoint('leads-overview');
  origin = await bench.serve(leadViewPageHandler(overviewPage));
});
afterEach(() => bench.close());

it('does not start the window on a day that is not on the calendar, says so, and labels the days as UTC', async () => {
  // Date alone reads 2024-02-30 as 1 March: the window began there while the input showed nothing.
  const page = await openLeadViewPage(
    bench,
    origin,
    '/leads/overview?from=2024-02-30&to=2024-03-02',
  );
  expect(paragraphs(page).slice(0, 2)).toEqual([
    '0 leads from 2024-02-02 to 2024-03-02 (UTC).',
    'Date not understood, so not applied: From "2024-02-30".',
  ]);
  const from = page.querySelector<HTMLInputElement>('input[name="from"]')!;
  expect(from.value).toBe('2024-02-02');
  expect(shownText(from.closest('label'))).toBe('From (UTC)');
  expect(shownText(page.querySelector('input[name="to"]')!.closest('label'))).toBe('To (UTC)');

  const leap = await openLeadViewPage(
    bench,
    origin,
    '/leads/overview?from=2024-02-29&to=2024-03-02',
  );
  expect(paragraphs(leap)[0]).toBe('0 leads from 2024-02-29 to 2024-03-02 (UTC).');
  expect(leap.querySelector('[role="status"]')).toBeNull();
});
