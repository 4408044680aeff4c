import { FORM_IDS } from '@/constants/forms';
import { storeLead } from '@/lib/server/leads/store';
import * as leadList from '@/pages/leads/index';
import { openLeadViewEndpoint, type LeadViewEndpoint } from '@/tests/support/lead-view';
import {
  leadViewPageHandler,
  openLeadViewPage,
  pagerParts,
  paragraphs,
  shownText,
} from '@/tests/support/lead-view-page';
import { storedLead } from '@/tests/support/stored-lead';

/**
 * The lead list (/leads) as a marketer reads it: its own getServerSideProps on a real database,
 * rendered as the server sends it.
 */
let bench: LeadViewEndpoint;
let origin: string;
beforeEach(async () => {
  bench = await openLeadViewEndpoint('lead-list');
  origin = await bench.serve(leadViewPageHandler(leadList));
});
afterEach(() => bench.close());

const open = (path: string) => openLeadViewPage(bench, origin, path);

/** Contact-sales leads p0@acme.example ..., a second apart, each queued for the CRM. */
async function storeLeads(count: number, at = Date.parse('2026-11-02T09:00:00Z')) {
  for (let n = 0; n < count; n += 1) {
    await storeLead(
      bench.db,
      storedLead(FORM_IDS.contactSales, `list-${n}`, [
        { name: 'email', value: `p${n}@acme.example` },
      ]),
      { forward: true, now: at + n * 1000 },
    );
  }
}

it('counts the failed leads across all leads, apart from the filtered count, and its button names them all', async () => {
  await storeLeads(60);
  // Retries exhausted for three of them (lib/server/leads/outbox.ts parks them).
  const failed = await bench.db
    .selectFrom('leads')
    .select('id')
    .where('email', 'in', ['p1@acme.example', 'p2@acme.example', 'p3@acme.example'])
    .execute();
  await bench.db
    .updateTable('lead_outbox')
    .set({ status: 'dead' })
    .where(
      'lead_id',
      'in',
      failed.map((row) => row.id),
    )
    .execute();

  const page = await open('/leads?q=p59');
  const said = paragraphs(page);
  expect(said[0]).toBe('1 lead match, newest first.');
  expect(said).toContain(
    'Across all leads, 3 could not be delivered to the CRM and need a replay.',
  );
  // The button replays every dead letter, not the search's: it says all 3.
  const replay = page.querySelector<HTMLFormElement>('form[action="/api/leads/replay"]')!;
  expect(shownText(replay.querySelector('button'))).toBe('Replay all 3 failed leads');
  expect(replay.querySelector<HTMLInputElement>('input[name="all"]')?.value).toBe('true');
  expect(replay.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe(
    '/leads?q=p59',
  );
});

it('says a page past the last is past it, links to the last, and never shows "Page N of M" with N above M', async () => {
  await storeLeads(51);

  const last = await open('/leads?form=contact-sales&page=2');
  expect(paragraphs(last)[0]).toBe('51 leads match, newest first.');
  expect(pagerParts(last)).toEqual(['Newer', 'Page 2 of 2']);

  const past = await open('/leads?form=contact-sales&page=5');
  // The count stands: leads match, only not this many pages of them.
  expect(paragraphs(past)[0]).toBe('51 leads match, newest first.');
  expect(shownText(past.querySelector('tbody td'))).toBe(
    'Page 5 is past the last page (2). Go to page 2',
  );
  expect(past.querySelector('tbody a')?.getAttribute('href')).toBe(
    '/leads?form=contact-sales&page=2',
  );
  expect(past.body.textContent).not.toContain('No leads match');
  expect(pagerParts(past)).toBeNull();
});

it('still says no leads match when none do, whatever the page', async () => {
  const page = await open('/leads?form=contact-sales&page=5');
  expect(paragraphs(page)[0]).toBe('0 leads match, newest first.');
  expect(shownText(page.querySelector('tbody td'))).toBe('No leads match these filters yet.');
});

it('does not apply a date that is not on the calendar, says so, and labels the days as UTC', async () => {
  await storeLeads(1, Date.parse('2024-02-28T12:00:00Z'));
  await storeLead(
    bench.db,
    storedLead(FORM_IDS.contactSales, 'first-of-march', [
      { name: 'email', value: 'march@acme.example' },
    ]),
    { forward: false, now: Date.parse('2024-03-01T12:00:00Z') },
  );
  const fromInput = (page: Document) => page.querySelector<HTMLInputElement>('input[name="from"]')!;

  // Date alone reads 2024-02-30 as 1 March: the list showed only that day's lead.
  const page = await open('/leads?from=2024-02-30&to=2024-02-30');
  expect(paragraphs(page)).toEqual(
    expect.arrayContaining([
      '2 leads match, newest first.',
      'Dates not understood, so not applied: From "2024-02-30", To "2024-02-30".',
    ]),
  );
  expect(fromInput(page).value).toBe('');
  expect(shownText(fromInput(page).closest('label'))).toBe('From (UTC)');
  expect(shownText(page.querySelector('input[name="to"]')!.closest('label'))).toBe('To (UTC)');

  const march = await open('/leads?from=2024-03-01&to=2024-03-01');
  expect(paragraphs(march)[0]).toBe('1 lead match, newest first.');
  expect(march.querySelector('[role="status"]')).toBeNull();
  expect(fromInput(march).value).toBe('2024-03-01');
});
