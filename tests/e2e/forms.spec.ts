import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { webinarHasEnded, type Webinar } from '@/lib/content/resources-browser';
import { E2E_DATA_DIR } from '../../playwright.config';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/browser-clock';
import { contentUnderTest } from '../support/content-under-test';
import { TEST_CLOCK_MS } from '../support/test-clock';
import { waitForHydration } from '../support/page-audit';

/**
 * Issue 4: each marketing form kind submitted in Chromium end to end (the embedded forms host stores
 * it), then visible to a marketer in /leads and in the CSV export.
 */
const LEADS_AUTH = { username: 'marketing', password: 'e2e-leads-password' };
const run = Date.now().toString(36);
const email = (who: string) => `${who}.${run}@northwind-freight.com`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** Fields are looked up inside their form: the footer has its own 'Company' navigation. */
async function fill(scope: Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).fill(value);
}

async function pick(scope: Locator, label: string, value: string) {
  await scope.getByLabel(label, { exact: true }).selectOption(value);
}

const formNamed = (page: Page, name: string) => page.getByRole('form', { name });

/**
 * A webinar the built pages offer seats for. The pages split upcoming from past at build time by the
 * site's clock, which the e2e build reads at the tests' instant (SITE_CLOCK, decision 0105): the same
 * webinar on any day the suite runs.
 */
function upcomingWebinar(): Webinar {
  const upcoming = contentUnderTest().webinars.find(
    (webinar) => !webinarHasEnded(webinar, TEST_CLOCK_MS),
  );
  if (!upcoming) {
    throw new Error(
      'content/resources has no webinar upcoming at the tests’ instant (tests/support/test-clock.json): move the instant and add a session after it',
    );
  }
  return upcoming;
}

/** A result state (a success view, a modal's answer) is axe-clean once its entrance has settled. */
async function expectAxeClean(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 450))),
  );
  expect(await axeViolations(page, undefined, { fast: true })).toEqual([]);
}

/** The lead is listed in /leads (filtered by its form) and present in the CSV export. */
async function expectLead(page: Page, formId: string, address: string) {
  const context = await page.context().browser()!.newContext({ httpCredentials: LEADS_AUTH });
  const leads = await context.newPage();
  await leads.goto(`/leads?form=${formId}`);
  const row = leads.getByRole('row').filter({ hasText: address });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(formId);
  const csv = await context.request.get(`/api/leads/export?form=${formId}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(address);
  await context.close();
}

/** The form's CSV export holds this text (a hidden field, a choice, a content name). */
async function expectCsvField(page: Page, formId: string, text: string) {
  const context = await page.context().browser()!.newContext({ httpCredentials: LEADS_AUTH });
  const csv = await context.request.get(`/api/leads/export?form=${formId}`);
  expect(await csv.text()).toContain(text);
  await context.close();
}

/** The lead's detail view shows the consent state stored with it at submission. */
async function expectConsentStored(page: Page, formId: string, address: string) {
  const context = await page.context().browser()!.newContext({ httpCredentials: LEADS_AUTH });
  const leads = await context.newPage();
  await leads.goto(`/leads?form=${formId}`);
  await leads.getByRole('row').filter({ hasText: address }).getByRole('link').click();
  await expect(leads.getByRole('heading', { level: 1, name: address })).toBeVisible();
  await expect(
    leads.getByRole('row', { name: /Consent notice accepted/ }).getByRole('cell'),
  ).toContainText('Yes: “By submitting this form, you agree to our Terms and Privacy Notice.”');
  await context.close();
}

/** Fills the get-started form in the modal with a size bucket ('11', '51', ...). */
async function fillGetStarted(dialog: Locator, address: string, size: string) {
  await fill(dialog, 'Work email', address);
  await fill(dialog, 'First name', 'Jane');
  await fill(dialog, 'Last name', 'Doe');
  await fill(dialog, 'Company', 'Northwind Freight');
  await pick(dialog, 'Company size', size);
  await pick(dialog, 'Business need', 'Manage shared email in one place');
  await dialog.getByRole('button', { name: 'Get started' }).click();
}

/** The lead store the e2e server writes to (a fresh one per run). */
function leadDb() {
  return new Database(path.resolve(E2E_DATA_DIR, 'switchboard.sqlite'), { fileMustExist: true });
}

test('get started: the hash opens the modal; a 51+ team is handed over to the demo, prefilled', async ({
  page,
}) => {
  await open(page, '/pricing#get-started');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Get started with Switchboard' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Get started' }).click();
  await expect(dialog.getByText('Work email is required')).toBeVisible();
  await fill(dialog, 'Work email', 'jane@gmail.com');
  await dialog.getByLabel('First name', { exact: true }).focus();
  await expect(dialog.getByText('Please use your work email')).toBeVisible();
  await fillGetStarted(dialog, email('getstarted'), '51');
  // getStartedAction 'demo': the demo modal takes over with what the visitor already typed.
  await expect(dialog.getByRole('heading', { name: 'Get a personalized demo' })).toBeVisible();
  await expect(dialog.getByLabel('Work email', { exact: true })).toHaveValue(email('getstarted'));
  await expect(dialog.getByLabel('Company size', { exact: true })).toHaveValue('51');
  await expectLead(page, 'get-started', email('getstarted'));
});

test('get started: a team of up to 50 is handed over to the trial, prefilled', async ({ page }) => {
  await open(page, '/#get-started');
  const dialog = page.getByRole('dialog');
  await fillGetStarted(dialog, email('getstarted-small'), '11');
  await expect(dialog.getByRole('heading', { name: 'Try Switchboard for free' })).toBeVisible();
  await expect(dialog.getByLabel('Work email', { exact: true })).toHaveValue(
    email('getstarted-small'),
  );
  await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Jane');
  await expectLead(page, 'get-started', email('getstarted-small'));
});

test('get started: a paying customer gets a sign-in link instead of a new signup', async ({
  page,
}) => {
  const customer = email('paying');
  const db = leadDb();
  db.prepare('INSERT INTO paying_customers (company, email) VALUES (?, ?)').run(
    'Northwind Freight',
    customer,
  );
  db.close();
  await open(page, '/#get-started');
  const dialog = page.getByRole('dialog');
  await fillGetStarted(dialog, customer, '51');
  await expect(dialog.getByRole('heading', { name: 'Welcome back, Jane!' })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Sign in to Switchboard' })).toHaveAttribute(
    'href',
    'https://app.switchboard.example/sign-in',
  );
  await expect(dialog.getByRole('button', { name: 'Try for Free' })).toHaveCount(0);
  await expectAxeClean(page);
  await expectLead(page, 'get-started', customer);
});

test('get started: when the email check fails, the thank-you offers both ways in', async ({
  page,
}) => {
  await page.route('**/api/email-check?*', (route) => route.fulfill({ status: 503, body: '' }));
  await open(page, '/#get-started');
  const dialog = page.getByRole('dialog');
  await fillGetStarted(dialog, email('getstarted-default'), '51');
  await expect(dialog.getByRole('heading', { name: 'Thanks, Jane!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try for Free' })).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Request a Demo' }).click();
  await expect(dialog.getByRole('heading', { name: 'Get a personalized demo' })).toBeVisible();
  await expectLead(page, 'get-started', email('getstarted-default'));
});

test('resource download: success unlocks the file', async ({ page }) => {
  await open(page, '/resources');
  await page.getByRole('link', { name: 'Support SLA planner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support SLA planner' })).toBeVisible();
  await waitForHydration(page);
  const form = formNamed(page, 'Download Support SLA planner');
  await fill(form, 'Work email', email('download'));
  await fill(form, 'First name', 'Sam');
  await fill(form, 'Last name', 'Okafor');
  await fill(form, 'Company', 'Northwind Freight');
  await pick(form, 'Company size', '11');
  await page.getByRole('button', { name: 'Get the download' }).click();
  const link = page.getByRole('link', { name: /Download Support SLA planner/ });
  await expect(link).toBeVisible();
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain('First response target');
  await expectLead(page, 'resource-download', email('download'));
});

test('blog subscribe: the modal and the blog footer both subscribe', async ({ page }) => {
  await open(page, '/resources');
  await page.getByRole('main').getByRole('button', { name: 'Subscribe to the blog' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Subscribe to the Switchboard blog' }),
  ).toBeVisible();
  await dialog.getByLabel('Work email').fill(email('modal'));
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  await expectLead(page, 'blog-subscribe-modal', email('modal'));

  await open(page, '/blog');
  const footer = page.getByRole('region', { name: 'Get the best of the blog in your inbox' });
  await footer.getByLabel('Work email').fill(email('footer'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  await expectLead(page, 'blog-subscribe-footer', email('footer'));
});

test('blog subscribe: a visitor who subscribes while another process holds the database lock sees the confirmation once it is released, and is stored once', async ({
  page,
}) => {
  await open(page, '/blog');
  const footer = page.getByRole('region', { name: 'Get the best of the blog in your inbox' });
  await footer.getByLabel('Work email').fill(email('locked'));
  const locker = leadDb();
  try {
    // The host answers 503 + Retry-After while the lock is held; the form sends it again.
    locker.exec('BEGIN IMMEDIATE');
    const refused = page.waitForResponse(
      (response) => response.url().includes('/submissions/v3/') && response.status() === 503,
    );
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await refused;
    locker.exec('COMMIT');
    await expect(footer.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  } finally {
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
  }
  const stored = leadDb();
  try {
    expect(
      stored
        .prepare(
          "SELECT COUNT(*) AS n FROM leads WHERE form_id = 'blog-subscribe-footer' AND email = ?",
        )
        .get(email('locked')),
    ).toEqual({ n: 1 });
  } finally {
    stored.close();
  }
});

test('partner sign-up: the channel programme application', async ({ page }) => {
  await open(page, '/partners/channel');
  const form = formNamed(page, 'Partner application');
  await fill(form, 'First name', 'Lea');
  await fill(form, 'Last name', 'Martin');
  await fill(form, 'Work email', email('partner'));
  await fill(form, 'Company', 'Martin Conseil');
  await fill(form, 'Website', 'martin-conseil.fr');
  await fill(form, 'LinkedIn company URL', 'https://www.linkedin.com/company/martin-conseil');
  await pick(form, 'Country', 'France');
  await fill(form, 'Why are you interested in Switchboard?', 'Our clients need a shared inbox.');
  // The country picker of the phone field searches.
  await page.getByRole('button', { name: /Phone number country/ }).click();
  await page.getByPlaceholder('Search for your country').fill('fran');
  await page.getByRole('button', { name: /France/ }).click();
  await fill(form, 'Phone number (optional)', '142685300');
  await page.getByRole('button', { name: 'Apply to become a partner' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for applying' })).toBeVisible();
  await expectLead(page, 'partner-channel', email('partner'));
});

test('customer referral: referrer fields, relationship and details', async ({ page }) => {
  await open(page, '/customer-referral');
  const form = formNamed(page, 'Customer referral');
  await fill(form, 'Your first name', 'Omar');
  await fill(form, 'Your last name', 'Haddad');
  await fill(form, 'Your work email', `omar.${run}@brightlane-travel.com`);
  await fill(form, 'Your company', 'Brightlane Travel');
  await pick(form, 'Your relationship to Switchboard', 'customer');
  await fill(form, 'First name', 'Ines');
  await fill(form, 'Last name', 'Costa');
  await fill(form, 'Work email', email('referred'));
  await fill(form, 'Company', 'Costa Logistics');
  await fill(form, 'Referral details', 'x'.repeat(256));
  await page.getByRole('button', { name: 'Send referral' }).click();
  await expect(page.getByText('Please provide fewer details (max 255 characters)')).toBeVisible();
  await fill(
    form,
    'Referral details',
    'Their team of 12 answers 400 emails a day from one Gmail box.',
  );
  await page.getByRole('button', { name: 'Send referral' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for the referral' })).toBeVisible();
  await expectLead(page, 'customer-referral', email('referred'));
});

test('startup referral: funding, referral partner, firm name and link', async ({ page }) => {
  await open(page, '/startups');
  const form = formNamed(page, 'Startup programme application');
  await fill(form, 'First name', 'Kai');
  await fill(form, 'Last name', 'Nakamura');
  await fill(form, 'Work email', email('startup'));
  await fill(form, 'Company', 'Parcelbot');
  await fill(form, 'Website', 'https://parcelbot.io');
  await pick(form, 'Funding received to date', '$100,000 - $1M');
  await pick(form, 'Referral partner', 'Other (Please provide)');
  await page.getByRole('button', { name: 'Apply for the startup programme' }).click();
  await expect(
    page.getByText('Please provide your startup accelerator, incubator or venture capital firm'),
  ).toBeVisible();
  await expect(page.getByText('Please provide a link')).toBeVisible();
  await fill(form, 'Accelerator, incubator or VC firm', 'Harbour Ventures');
  await fill(
    form,
    'Link to your funding profile',
    'https://www.crunchbase.com/organization/parcelbot',
  );
  await page.getByRole('button', { name: 'Apply for the startup programme' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expectLead(page, 'startup-referral', email('startup'));
});

test('customer advocacy: ways to take part and logo approval', async ({ page }) => {
  await open(page, '/customer-advocacy');
  const form = formNamed(page, 'Customer advocacy');
  await fill(form, 'First name', 'Maya');
  await fill(form, 'Last name', 'Lindqvist');
  await fill(form, 'Work email', email('advocate'));
  await fill(form, 'Company', 'Northwind Freight');
  await page.getByRole('button', { name: 'Count me in' }).click();
  await expect(page.getByText('Please let us know if we may use your logo')).toBeVisible();
  await page.getByLabel('Write a review on a software review site').check();
  await page.getByLabel('Take a reference call with a prospective customer').check();
  await pick(form, "May we use your company's logo in Switchboard marketing?", 'Yes');
  await page.getByRole('button', { name: 'Count me in' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for championing us' })).toBeVisible();
  await expectLead(page, 'customer-advocacy', email('advocate'));

  // The detail view shows every field, the two choices included.
  const context = await page.context().browser()!.newContext({ httpCredentials: LEADS_AUTH });
  const leads = await context.newPage();
  await leads.goto('/leads?form=customer-advocacy');
  await leads
    .getByRole('row')
    .filter({ hasText: email('advocate') })
    .getByRole('link')
    .click();
  await expect(leads.getByRole('heading', { level: 1, name: email('advocate') })).toBeVisible();
  await expect(leads.getByRole('cell', { name: 'review', exact: true })).toBeVisible();
  await expect(leads.getByRole('cell', { name: 'reference-call', exact: true })).toBeVisible();
  await context.close();
});

test('webinar sign-up carries the Livestorm event id', async ({ page }) => {
  const webinar = upcomingWebinar();
  await open(page, `/resources/webinars/${webinar.slug}`);
  const form = formNamed(page, `Register for ${webinar.title}`);
  await fill(form, 'First name', 'Daniel');
  await fill(form, 'Last name', 'Osei');
  await fill(form, 'Work email', email('webinar'));
  await fill(form, 'Company', 'Brightlane Travel');
  await page.getByRole('button', { name: 'Save my seat' }).click();
  await expect(page.getByRole('heading', { name: 'Your seat is saved' })).toBeVisible();
  // The calendar file is drawn from the entry: its time and title are the page's (decision 0256).
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add it to your calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${webinar.slug}.ics`);
  const ics = (await readFile(await file.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`SUMMARY:Webinar: ${webinar.title}\r\n`);
  expect(ics).toContain(`DTSTART:${webinar.startsAt.replace(/[-:]/g, '')}\r\n`);
  await expectLead(page, 'webinar-signup', email('webinar'));
  const context = await page.context().browser()!.newContext({ httpCredentials: LEADS_AUTH });
  const csv = await context.request.get('/api/leads/export?form=webinar-signup');
  expect(await csv.text()).toContain(webinar.livestormEventId);
  await context.close();
});

test('support report: the hero leads to the form, and success unlocks the report', async ({
  page,
}) => {
  await open(page, '/support-report');
  await page.getByRole('link', { name: 'Get the full report' }).click();
  await expect(page).toHaveURL(/\/support-report#get-the-report$/);
  const form = formNamed(page, 'Download Customer Service Benchmark Report 2026');
  await expect(form).toBeInViewport();
  await fill(form, 'Work email', email('report'));
  await fill(form, 'First name', 'Maya');
  await fill(form, 'Last name', 'Lindqvist');
  await fill(form, 'Company', 'Northwind Freight');
  await pick(form, 'Company size', '51');
  await form.getByRole('button', { name: 'Get the download' }).click();
  const link = page.getByRole('link', { name: /Download Customer Service Benchmark Report 2026/ });
  await expect(link).toBeVisible();
  await expectAxeClean(page);
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain('Self-assessment scorecard');
  await expectLead(page, 'support-report-download', email('report'));
  await expectConsentStored(page, 'support-report-download', email('report'));
  await expectCsvField(
    page,
    'support-report-download',
    'res-customer-service-benchmark-report-2026',
  );
});

test('pricing quote: plan, seats and billing period for a larger team', async ({ page }) => {
  await open(page, '/pricing');
  await page.getByRole('link', { name: 'Buying for 20 or more people? Get a quote' }).click();
  const form = formNamed(page, 'Request a quote');
  await expect(form).toBeInViewport();
  // An empty request names each missing answer (and shows the lazily loaded form is live).
  await form.getByRole('button', { name: 'Request my quote' }).click();
  await expect(form.getByText('Plan is required')).toBeVisible();
  await expect(form.getByText('Number of seats is required')).toBeVisible();
  await expect(form.getByText('Billing period is required')).toBeVisible();
  await pick(form, 'Plan', 'enterprise');
  await fill(form, 'Number of seats', '12');
  await pick(form, 'Billing period', 'annual');
  await fill(form, 'First name', 'Ana');
  await fill(form, 'Last name', 'Silva');
  await fill(form, 'Work email', email('quote'));
  await fill(form, 'Company', 'Clearpath Insurance');
  await pick(form, 'Company size', '251');
  await form.getByRole('button', { name: 'Request my quote' }).click();
  await expect(form.getByText('The Enterprise plan starts at 20 seats')).toBeVisible();
  await fill(form, 'Number of seats', '40');
  await form.getByRole('button', { name: 'Request my quote' }).click();
  await expect(page.getByRole('heading', { name: 'Your quote request is in' })).toBeVisible();
  await expect(page.getByText('a written quote for 40 Enterprise seats')).toBeVisible();
  await expectAxeClean(page);
  await expectLead(page, 'pricing-quote', email('quote'));
  await expectConsentStored(page, 'pricing-quote', email('quote'));
  await expectCsvField(page, 'pricing-quote', '{""name"":""quote_seats"",""value"":""40""}');
});

test('talk to sales: the security review form from the /security hero', async ({ page }) => {
  await open(page, '/security');
  await page.getByRole('link', { name: 'Talk to sales' }).click();
  const form = formNamed(page, 'Talk to sales');
  await expect(form).toBeInViewport();
  await fill(form, 'Full name', 'Hannah');
  await fill(form, 'Work email', email('sales'));
  await fill(form, 'Company', 'Clearpath Insurance');
  await pick(form, 'Company size', '1001');
  await fill(form, 'Phone number', '4155552671');
  await form.getByRole('button', { name: 'Talk to sales' }).click();
  await expect(form.getByText('Please enter your full name')).toBeVisible();
  await fill(form, 'Full name', 'Hannah Becker');
  await fill(
    form,
    'What would you like to discuss? (optional)',
    'Our security team needs the SOC 2 report and a SIG Lite questionnaire.',
  );
  await form.getByRole('button', { name: 'Talk to sales' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks, we will be in touch' })).toBeVisible();
  await expectAxeClean(page);
  await expectLead(page, 'contact-sales', email('sales'));
  await expectConsentStored(page, 'contact-sales', email('sales'));
  await expectCsvField(page, 'contact-sales', 'Security review');
});

test('webinar feedback: a past webinar asks for a rating, what helped and a follow-up', async ({
  page,
}) => {
  await open(page, '/resources');
  const past = page.getByRole('region', { name: 'Past webinars' });
  await past.getByRole('link', { name: /AI in the inbox/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /AI in the inbox/ })).toBeVisible();
  await waitForHydration(page);
  const form = formNamed(
    page,
    'Feedback on AI in the inbox: what customers accept, and what they do not',
  );
  await fill(form, 'Work email', email('feedback'));
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Please rate the webinar')).toBeVisible();
  await pick(form, 'How would you rate the webinar?', '5');
  await fill(
    form,
    'What was most useful? (optional)',
    'The advice to start with order-status questions.',
  );
  await form
    .getByLabel("I'd like a Switchboard specialist to follow up on how this applies to my team")
    .check();
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks for your feedback' })).toBeVisible();
  await expect(page.getByText('will email you within one business day')).toBeVisible();
  await expectAxeClean(page);
  await expectLead(page, 'webinar-feedback', email('feedback'));
  await expectConsentStored(page, 'webinar-feedback', email('feedback'));
  await expectCsvField(page, 'webinar-feedback', 'lvs-2026-10-ai-in-the-inbox');
});

test('product tour: send me this tour and a follow-up', async ({ page }) => {
  await open(page, '/product-tour');
  const form = formNamed(page, 'Send me this tour');
  await fill(form, 'Work email', 'kai@gmail.com');
  await pick(form, 'Company size', '11');
  await form.getByRole('button', { name: 'Send me the tour' }).click();
  await expect(form.getByText('Please use your work email')).toBeVisible();
  await fill(form, 'Work email', email('tour'));
  await form.getByRole('button', { name: 'Send me the tour' }).click();
  await expect(page.getByRole('heading', { name: 'The tour is on its way' })).toBeVisible();
  await expect(page.getByText(`email the tour link to ${email('tour')}`)).toBeVisible();
  await expectAxeClean(page);
  await expectLead(page, 'product-tour', email('tour'));
  await expectConsentStored(page, 'product-tour', email('tour'));
});

/** Tabs until the target has focus, then opens it with Enter (no mouse). */
async function pressByKeyboard(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  for (let i = 0; i < 200; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test('blog subscribe: the blog navigation and the footer open the modal by keyboard', async ({
  page,
}) => {
  await open(page, '/blog');
  const navButton = page
    .getByRole('navigation', { name: 'Blog categories' })
    .getByRole('button', { name: 'Subscribe' });
  await pressByKeyboard(page, navButton);
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Subscribe to the Switchboard blog' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(navButton).toBeFocused();

  await open(page, '/about');
  const footerButton = page.getByRole('contentinfo').getByRole('button', {
    name: 'Subscribe to our blog',
  });
  await pressByKeyboard(page, footerButton);
  await expect(
    dialog.getByRole('heading', { name: 'Subscribe to the Switchboard blog' }),
  ).toBeVisible();
  await dialog.getByLabel('Work email').fill(email('footer-modal'));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(footerButton).toBeFocused();
  await expectLead(page, 'blog-subscribe-modal', email('footer-modal'));
});

test('the lead view never opens without credentials and is never indexed', async ({
  request,
  browser,
}) => {
  const anonymous = await request.get('/leads');
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['www-authenticate']).toContain('Basic');
  // A marketer who cancels the browser's sign-in box reads why (decision 0260).
  expect(await anonymous.text()).toContain('<h1>Sign-in required</h1>');
  const download = await request.get('/api/leads/export', { headers: { accept: 'text/html' } });
  expect(download.status()).toBe(401);
  expect(await download.text()).toContain('<h1>Sign-in required</h1>');
  const context = await browser.newContext({
    httpCredentials: { username: 'marketing', password: 'wrong-password' },
  });
  expect((await context.request.get('/leads')).status()).toBe(401);
  await context.close();
  const marketer = await browser.newContext({ httpCredentials: LEADS_AUTH });
  const page = await marketer.newPage();
  const response = await page.goto('/leads');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await marketer.close();
});

test('the form pages, their errors and the lead view are axe-clean', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const violations: Record<string, string[]> = {};
  for (const path of [
    '/resources',
    '/resources/shared-inbox-playbook',
    // One webinar page with its sign-up form, one (below) with its feedback form.
    `/resources/webinars/${upcomingWebinar().slug}`,
    '/partners/channel',
    '/partners/integration',
    '/customer-referral',
    '/startups',
    '/customer-advocacy',
    '/support-report',
    '/pricing',
    '/security',
    '/product-tour',
    '/resources/webinars/ai-in-the-inbox-what-customers-accept',
  ]) {
    await open(page, path);
    // With every field showing its error, as a visitor sees after an empty submit.
    const submit = page.locator('form[data-form-id] button[type="submit"]');
    if ((await submit.count()) > 0) {
      await submit.first().click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    }
    const found = await axeViolations(page, undefined, { fast: true });
    if (found.length > 0) violations[path] = found;
  }
  const context = await browser.newContext({ httpCredentials: LEADS_AUTH });
  const leads = await context.newPage();
  await leads.goto('/leads');
  const found = await axeViolations(leads);
  if (found.length > 0) violations['/leads'] = found;
  await context.close();
  expect(violations).toEqual({});
});

/**
 * Issue 19: a page pays for the phone field's metadata (libphonenumber, about 50 kB gzipped) only
 * when its form asks for a phone number. The partner form does, so it shows that the marker is
 * the metadata's.
 */
test('only a form with a phone field loads the phone-number metadata', async ({ page }) => {
  const PHONE_METADATA = 'country_calling_codes';
  const loadsPhoneMetadata = async (path: string) => {
    const scripts: string[] = [];
    const collect = (response: { request(): { resourceType(): string }; url(): string }) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    };
    page.on('response', collect);
    await open(page, path);
    page.off('response', collect);
    for (const url of scripts) {
      if ((await (await page.request.get(url)).text()).includes(PHONE_METADATA)) return true;
    }
    return false;
  };
  const pages = [
    '/customer-referral',
    '/startups',
    '/customer-advocacy',
    `/resources/${contentUnderTest().resources[0]!.slug}`,
    `/resources/webinars/${upcomingWebinar().slug}`,
  ];
  const loading: string[] = [];
  for (const path of pages) if (await loadsPhoneMetadata(path)) loading.push(path);
  expect(loading).toEqual([]);
  expect(await loadsPhoneMetadata('/partners/channel')).toBe(true);
});
