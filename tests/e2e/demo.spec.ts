import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { SALES_HOURS_DEFAULTS } from '@/constants/scheduling';
import { SALES_TEAM } from '@/lib/server/scheduling/sales-team';
import { E2E_DATA_DIR } from '../../playwright.config';
import { axeViolations } from '../support/axe';
import { sendDemoRequest, submitDemoDetails } from '../support/demo';
import { openThroughPageApi } from '../support/page-api';
import { expect, test } from '../support/visitor';

/**
 * The request-a-demo journeys (issue 5) against the production build: qualification, the built-in
 * scheduler with its booking row and .ics mails, the paying-customer rule, the keyboard-only path.
 */

const DB_FILE = path.resolve(E2E_DATA_DIR, 'switchboard.sqlite');
const OUTBOX = path.resolve(E2E_DATA_DIR, 'outbox');
const VISITOR_TIME_ZONE = 'Europe/Berlin';

test.use({ timezoneId: VISITOR_TIME_ZONE });
// Whole journeys (two forms, a lead store round trip, the scheduler) on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** A fresh work address per test, so journeys never see each other's data. */
const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@acme-industries.example`;

function db() {
  return new Database(DB_FILE, { fileMustExist: true });
}

/** Opens the modal through the page-script API, or by visiting /request-demo. */
async function openDemoModal(page: Page, via: 'page-api' | 'route' = 'page-api') {
  if (via === 'route') {
    await page.goto('/request-demo');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Get a personalized demo' })).toBeVisible();
    return dialog;
  }
  const dialog = await openThroughPageApi(page, 'openDemo');
  await expect(dialog.getByRole('heading', { name: 'Get a personalized demo' })).toBeVisible();
  return dialog;
}

async function fillStepOne(dialog: Locator, email: string, companySize: string) {
  await expect(dialog.getByText('Help us tailor the demo experience to your needs.')).toBeVisible();
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company size').selectOption({ label: companySize });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByRole('heading', { name: 'Tell us a little more about yourself' }),
  ).toBeVisible();
}

async function fillStepTwo(dialog: Locator, firstName: string) {
  await expect(
    dialog.getByText('Your demo request is not complete until you submit this form.'),
  ).toBeVisible();
  await submitDemoDetails(dialog, firstName);
}

function outboxMails(): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return (
    fs
      .readdirSync(OUTBOX)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => fs.readFileSync(path.join(OUTBOX, file), 'utf8'))
      // Undo quoted-printable soft line breaks so body lines read as written.
      .map((mail) => mail.replace(/=\r?\n/g, ''))
  );
}

const isTo = (mail: string, address: string) =>
  mail.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${address.toLowerCase()}`);

/** The outbox mails addressed to one recipient. */
const mailsTo = (address: string) => outboxMails().filter((mail) => isTo(mail, address));

test('a 1-10 company is not offered a meeting and reaches what to expect next', async ({
  page,
}) => {
  const email = uniqueEmail('small');
  const dialog = await openDemoModal(page, 'route');
  await fillStepOne(dialog, email, '1-10');
  await fillStepTwo(dialog, 'Greta');
  await expect(dialog.getByRole('heading', { name: 'Thank you, Greta!' })).toBeVisible();
  await expect(dialog.getByText("Here's what you can expect next.")).toBeVisible();
  await expect(dialog.getByText("We'll be in touch")).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Book your demo' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /Take the product tour/ })).toHaveAttribute(
    'href',
    '/product-tour',
  );
  await expect(dialog.getByRole('link', { name: /Visit the resource hub/ })).toHaveAttribute(
    'href',
    '/resources',
  );
  await expect(dialog.getByRole('link', { name: /Meet our customers/ })).toHaveAttribute(
    'href',
    '/customer-stories',
  );

  // Marketers see both steps' leads at /leads; the full lead carries the qualification flags.
  const auth = {
    Authorization: `Basic ${Buffer.from('marketing:e2e-leads-password').toString('base64')}`,
  };
  for (const form of ['request-demo-started', 'request-demo']) {
    await expect
      .poll(async () => (await page.request.get(`/leads?form=${form}`, { headers: auth })).text())
      .toContain(email);
  }
  const database = db();
  const lead = database
    .prepare("SELECT fields_json FROM leads WHERE form_id = 'request-demo' AND email = ?")
    .get(email) as { fields_json: string } | undefined;
  database.close();
  expect(lead?.fields_json).toContain('Company size below threshold');
  expect(lead?.fields_json).toContain('most_recent_qualified_meeting_not_offered_reason');
  expect(lead?.fields_json).toContain('Was not shown calendar');
});

test('a 251-1,000 company books a slot: booking stored, both .ics mails sent', async ({ page }) => {
  const email = uniqueEmail('large');
  const dialog = await openDemoModal(page);
  await fillStepOne(dialog, email, '251-1,000');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await fillStepTwo(dialog, 'Greta');
  await expect(dialog.getByRole('heading', { name: 'Book your demo' })).toBeVisible();
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(dialog.getByText(`(${VISITOR_TIME_ZONE})`)).toBeVisible();
  const firstTime = dialog
    .getByRole('group', { name: /Choose a time/ })
    .getByRole('radio')
    .first();
  const timeLabel = (await firstTime.locator('xpath=..').innerText()).trim();
  await firstTime.check();
  await dialog.getByRole('button', { name: 'Book meeting' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you, Greta!' })).toBeVisible();
  await expect(dialog.getByText('We look forward to meeting with you.')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(dialog.getByText(new RegExp(`at ${timeLabel.replace(/\s/g, '\\s')}`))).toBeVisible();

  const database = db();
  const row = database.prepare('SELECT * FROM demo_bookings WHERE email = ?').get(email) as
    Record<string, string> | undefined;
  database.close();
  expect(row).toMatchObject({
    status: 'confirmed',
    first_name: 'Greta',
    company: 'Acme Industries',
    company_size: '251',
    industry: 'Logistics',
    visitor_time_zone: VISITOR_TIME_ZONE,
  });
  expect(Date.parse(row?.ends_at ?? '') - Date.parse(row?.starts_at ?? '')).toBe(30 * 60_000);

  // The visitor's confirmation, and the rep's notice (addressed to the rep, naming the visitor).
  await expect.poll(() => mailsTo(email).length).toBe(1);
  await expect
    .poll(
      () => outboxMails().filter((m) => !isTo(m, email) && m.includes(`Email: ${email}`)).length,
    )
    .toBe(1);
  const visitorMail = mailsTo(email)[0] ?? '';
  const repMail = outboxMails().find((m) => !isTo(m, email) && m.includes(`Email: ${email}`)) ?? '';
  expect(repMail).toMatch(/^To: [a-z.]+@switchboard\.example$/m);
  for (const mail of [visitorMail, repMail]) {
    expect(mail).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(mail).toContain('filename=demo-invitation.ics');
  }

  // The marketer sees the demo lead as booked, with the meeting time, in the list, the lead's page
  // and the CSV (the request's booking, read from demo_bookings: docs/decisions/0077).
  const auth = {
    Authorization: `Basic ${Buffer.from('marketing:e2e-leads-password').toString('base64')}`,
  };
  const meeting = `${(row?.starts_at ?? '').replace('T', ' ').slice(0, 16)} UTC`;
  await expect
    .poll(async () =>
      (await page.request.get('/leads?form=request-demo', { headers: auth })).text(),
    )
    .toMatch(new RegExp(`${email}.*?Booked: ${meeting}`));
  const leadsDb = db();
  const leadRow = leadsDb
    .prepare("SELECT id FROM leads WHERE form_id = 'request-demo' AND email = ?")
    .get(email) as { id: number };
  leadsDb.close();
  const detailPage = async () =>
    (await page.request.get(`/leads/${leadRow.id}`, { headers: auth })).text();
  // The invitations are marked sent just after their mails are written.
  await expect
    .poll(detailPage)
    .toMatch(/Invitations sent<\/th><td>\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/td>/);
  const detail = await detailPage();
  expect(detail).toContain(`Status</th><td>Booked: ${meeting}</td>`);
  // Sales see the rep who was mailed, and the time in their zone (the default here) and the
  // visitor's.
  const rep = SALES_TEAM.find((member) => repMail.includes(`To: ${member.email}`));
  expect(detail).toContain(`Rep</th><td>${rep?.name ?? 'no rep was mailed'}</td>`);
  expect(detail).toMatch(
    new RegExp(`Meeting time</th><td>[^<]+ \\(${SALES_HOURS_DEFAULTS.timeZone}\\)</td>`),
  );
  expect(detail).toMatch(
    new RegExp(`Visitor&#x27;s time</th><td>[^<]+ \\(${VISITOR_TIME_ZONE}\\)</td>`),
  );
  const csv = await (
    await page.request.get('/api/leads/export?form=request-demo', { headers: auth })
  ).text();
  const csvLine = csv.split('\n').find((line) => line.includes(email)) ?? '';
  // Times as UTC dates a spreadsheet reads ('2026-11-24 15:00:00'), then the rep's name.
  const startsAtUtc = (row?.starts_at ?? '').replace('T', ' ').slice(0, 19);
  expect(csvLine).toContain(
    `,booked,Booked,,${startsAtUtc},${VISITOR_TIME_ZONE},${rep?.name ?? 'no rep was mailed'},`,
  );
});

test('a seeded paying customer never sees the scheduler', async ({ page }) => {
  const email = uniqueEmail('customer');
  const database = db();
  database
    .prepare('INSERT INTO paying_customers (company, email) VALUES (?, ?)')
    .run('Acme Industries', email);
  database.close();
  const dialog = await openDemoModal(page);
  await fillStepOne(dialog, email, '1,001+ employees');
  await fillStepTwo(dialog, 'Greta');
  await expect(dialog.getByText("Here's what you can expect next.")).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Book your demo' })).toHaveCount(0);
});

/** Presses Tab until the target has focus (the test never clicks). */
async function tabTo(page: Page, target: Locator, maxPresses = 30) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test('the whole journey works by keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Request a demo' }).first();
  await tabTo(page, opener, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Get a personalized demo' })).toBeVisible();

  await tabTo(page, dialog.getByLabel('Work email'));
  await page.keyboard.type(email);
  await tabTo(page, dialog.getByLabel('Company size'));
  await page.keyboard.type('251');
  await expect(dialog.getByLabel('Company size')).toHaveValue('251');
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByRole('heading', { name: 'Tell us a little more about yourself' }),
  ).toBeFocused();

  const type = async (label: Locator, text: string) => {
    await tabTo(page, label);
    await page.keyboard.type(text);
  };
  await type(dialog.getByLabel('First name'), 'Kai');
  await type(dialog.getByLabel('Last name'), 'Berg');
  await type(dialog.getByLabel('Company', { exact: true }), 'Acme Industries');
  await type(dialog.getByLabel('Job title'), 'Support Lead');
  await type(dialog.getByLabel('Industry'), 'Tech');
  await type(dialog.getByRole('textbox', { name: 'Phone number' }), '2125550100');
  await type(dialog.getByLabel('Primary use case'), 'Manage');
  await expect(dialog.getByLabel('Industry')).toHaveValue('Technology');
  await expect(dialog.getByLabel('Primary use case')).toHaveValue('Manage shared email inboxes');
  await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: 'Book your demo' })).toBeFocused();
  const times = dialog.getByRole('group', { name: /Choose a time/ }).getByRole('radio');
  await tabTo(page, times.first());
  await page.keyboard.press('Space');
  await expect(times.first()).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Book meeting' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Thank you, Kai!' })).toBeFocused();
  await expect(dialog.getByText('We look forward to meeting with you.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('simultaneous bookings of one slot never double-book a rep', async ({ request }) => {
  const slots = (await (await request.get('/api/scheduler/slots')).json()) as {
    slots: { start: string }[];
  };
  const start = slots.slots.at(-1)!.start;
  const stamp = Date.now();
  const requestId = (n: number) => `race-${n}-${stamp}`;
  const email = (n: number) => `race${n}.${stamp}@acme-industries.example`;
  for (const n of [0, 1, 2, 3, 4]) await sendDemoRequest(request, requestId(n), email(n));
  const body = (n: number) => ({
    request_id: requestId(n),
    startsAt: start,
    timeZone: 'America/Chicago',
    email: email(n),
    first_name: 'Race',
    last_name: `Runner${'abcdef'[n]}`,
    company: 'Acme Industries',
    title: '',
    phone_number: '+12125550100',
    company_size_form: '251',
    industry_self_select: 'Retail',
  });
  const responses = await Promise.all(
    [0, 1, 2, 3, 4].map((n) => request.post('/api/scheduler/bookings', { data: body(n) })),
  );
  const statuses = responses.map((r) => r.status());
  expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
  const conflict = responses.find((r) => r.status() === 409)!;
  const fresh = (await conflict.json()) as { error: string; slots: { start: string }[] };
  expect(fresh.error).toBe('That time was just booked by someone else. Please pick another time.');
  expect(fresh.slots.map((s) => s.start)).not.toContain(start);

  const database = db();
  const rows = database
    .prepare("SELECT rep_id FROM demo_bookings WHERE starts_at = ? AND status = 'confirmed'")
    .all(new Date(start).toISOString()) as { rep_id: string }[];
  database.close();
  expect(rows).toHaveLength(statuses.filter((s) => s === 201).length);
  expect(new Set(rows.map((r) => r.rep_id)).size).toBe(rows.length);
});

test('the bookings endpoint refuses bad input with field errors and stores nothing', async ({
  request,
}) => {
  const response = await request.post('/api/scheduler/bookings', {
    data: { startsAt: 'tomorrow', timeZone: 'Mars/Olympus', email: 'not-an-email' },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { fields: Record<string, string> };
  expect(body.fields).toMatchObject({
    startsAt: 'startsAt must be an ISO 8601 time',
    timeZone: 'timeZone must be an IANA time zone',
    email: 'Invalid work email',
    first_name: 'First name is required',
  });
});
