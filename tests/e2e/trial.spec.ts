import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { EXTERNAL_LINKS } from '../../constants/links';
import { E2E_DATA_DIR } from '../../playwright.config';
import { axeViolations } from '../support/axe';
import { fillTrialDetails, openTrial, uniqueEmail } from '../support/trial';
import { expect, test } from '../support/visitor';

/**
 * The free-trial journeys (issue 6) against the production build: the four steps, the code read
 * from the real outbox, the account row, the one-time sign-in link and the welcome page.
 */

const DB_FILE = path.resolve(E2E_DATA_DIR, 'switchboard.sqlite');
const OUTBOX = path.resolve(E2E_DATA_DIR, 'outbox');
const PASSWORD = 'Harbour-Lights-2026';

/** The code of the newest verification mail to an address, as it was written to the outbox. */
async function codeFromOutbox(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).sort() : [];
      const mails = files
        .map((name) => fs.readFileSync(path.join(OUTBOX, name), 'utf8'))
        .filter((mail) => mail.includes(`To: ${email}`));
      const last = mails.at(-1) ?? '';
      expect(last).toMatch(/^Subject: Your Switchboard verification code$/m);
      code = /verification code is (\d{6})/.exec(last)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** The fields of the marketing form a visitor's email submitted, as the forms host stored them. */
function storedLead(email: string, formId: string): Record<string, string> | undefined {
  if (!fs.existsSync(DB_FILE)) return undefined;
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT fields_json FROM leads WHERE email = ? AND form_id = ? ORDER BY id DESC')
      .get(email, formId) as { fields_json: string } | undefined;
    if (!row) return undefined;
    const pairs = JSON.parse(row.fields_json) as { name: string; value: string | number }[];
    return Object.fromEntries(pairs.map((pair) => [pair.name, String(pair.value)]));
  } finally {
    db.close();
  }
}

/** The analytics events pushed to the tag-manager data layer so far. */
const trackedEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));

async function reachCodeStep(page: Page, email: string) {
  const dialog = await openTrial(page);
  await fillTrialDetails(dialog, email, '1-10');
  await expect(
    dialog.getByRole('heading', { name: '14-days free, no credit card required' }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Work email')).toHaveValue(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: "You're almost there!" })).toBeVisible();
  return dialog;
}

test('a 1-10 team goes password, code, account and redirect, and lands on the welcome page', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('ada');
  const dialog = await openTrial(page);
  await expect(dialog.getByRole('heading', { name: 'Try Switchboard for free' })).toBeVisible();
  await expect(
    dialog.getByText('Help us tailor the trial experience to your needs.'),
  ).toBeVisible();
  await fillTrialDetails(dialog, email, '1-10');

  await expect(
    dialog.getByRole('heading', { name: '14-days free, no credit card required' }),
  ).toBeVisible();
  await expect(
    dialog.getByText("You're one step closer to delivering exceptional service at scale."),
  ).toBeVisible();
  expect(await trackedEvents(page)).toContain('trial_signup_third_step');
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('harbour');
  await expect(dialog.locator('li[data-met="true"]')).toHaveCount(0);
  await password.fill(PASSWORD);
  await expect(dialog.locator('li[data-met="true"]')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByRole('heading', { name: "You're almost there!" })).toBeVisible();
  await expect(
    dialog.getByText(
      'We sent a six-digit code to your email. It will expire in 30 minutes. Keep this window open while checking your code.',
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Ada');
  await expect(dialog.getByLabel('Industry')).toHaveValue('Technology');
  await dialog.getByLabel('Six-digit code').fill(await codeFromOutbox(email));

  const signup = page.waitForResponse((response) => response.url().endsWith('/api/1/signup'));
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  const { first_login_url: firstLoginUrl } = (await (await signup).json()) as {
    first_login_url: string;
  };

  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Switchboard, Ada');
  const trialEnd = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.now() + 14 * 24 * 60 * 60 * 1000),
  );
  await expect(page.getByText(`It runs until ${trialEnd}`)).toBeVisible();

  const session = (await context.cookies()).find((cookie) => cookie.name === 'sb_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const admin = db
      .prepare(
        `SELECT u.given_name, u.role, a.company, a.size FROM account_users u
           JOIN accounts a ON a.id = u.account_id WHERE u.email = ?`,
      )
      .get(email);
    expect(admin).toEqual({
      given_name: 'Ada',
      role: 'admin',
      company: 'Lovelace Analytics',
      size: '1',
    });
  } finally {
    db.close();
  }

  // The link works once: opening it again is refused with a clear page.
  const second = await page.goto(firstLoginUrl);
  expect(second?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This sign-in link has already been used',
  );
});

test('a 51-100 team is offered the customised trial at step 2', async ({ page }) => {
  const email = uniqueEmail('grace');
  const dialog = await openTrial(page);
  await fillTrialDetails(dialog, email, '51-100');
  await expect(
    dialog.getByRole('heading', {
      name: 'We offer a customized trial experience for teams of your size.',
    }),
  ).toBeVisible();
  await expect(dialog.getByText('A specialist will be in touch shortly.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Take a tour' })).toHaveAttribute(
    'href',
    '/product-tour',
  );
  expect(await trackedEvents(page)).toEqual(
    expect.arrayContaining(['trial_signup_second_step', 'custom_sales_trial_success']),
  );
  // Marketing hears of it twice: the partial form at step 1 and 'Trial signup' at step 2.
  await expect
    .poll(() => storedLead(email, 'get-started-modal-partial')?.content_name)
    .toBe('Get started modal partial');
  await expect
    .poll(() => storedLead(email, 'trial-signup'))
    .toMatchObject({
      content_name: 'Trial signup',
      trial_type: 'Customized Sales Trial',
      company_size__new_: '51',
      marketing_updates_opt_out__forms_: 'false',
    });
});

test('?override=true gives a 51-100 team its own account without step 2', async ({ page }) => {
  const dialog = await openTrial(page, '?override=true');
  await expect(dialog.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await expect(
    dialog.getByText('Sign up for a 14-day free trial, no credit card required.'),
  ).toBeVisible();
  await fillTrialDetails(dialog, uniqueEmail('katherine'), '51-100');
  await expect(
    dialog.getByRole('heading', { name: '14-days free, no credit card required' }),
  ).toBeVisible();
});

test('an affiliate link skips step 2, says "Develop on Switchboard" and keeps the affiliate cookie', async ({
  page,
  context,
}) => {
  const dialog = await openTrial(page, '?affiliate=acme-partners');
  await fillTrialDetails(dialog, uniqueEmail('radia'), '101-150');
  await expect(dialog.getByRole('heading', { name: 'Develop on Switchboard' })).toBeVisible();
  const affiliate = (await context.cookies()).find((cookie) => cookie.name === 'sb_affiliate');
  expect(affiliate?.value).toBe('acme-partners');
});

test("a wrong code shows 'Incorrect validation code', which clears when the field is focused again", async ({
  page,
}) => {
  const email = uniqueEmail('barbara');
  const dialog = await reachCodeStep(page, email);
  const code = await codeFromOutbox(email);
  const wrong = code === '123456' ? '654321' : '123456';
  const field = dialog.getByLabel('Six-digit code');

  await field.pressSequentially('1a2-b3');
  await expect(field).toHaveValue('123');
  await field.press('Backspace');
  await expect(field).toHaveValue('12');
  await field.fill(wrong);
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await expect(dialog.getByText('Incorrect validation code')).toBeVisible();

  await dialog.getByLabel('First name').focus();
  await field.focus();
  await expect(field).toHaveValue('');
  await expect(dialog.getByText('Incorrect validation code')).toHaveCount(0);

  // A code that never arrived: 'Resend code' mails a fresh one, and only the fresh one works.
  await dialog.getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`We sent a new code to ${email}.`);
  await expect.poll(() => codeFromOutbox(email)).not.toBe(code);
  await field.fill(await codeFromOutbox(email));
  await dialog.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Switchboard, Ada');
});

test("a taken email shows 'An account already exists with that email' with a 'Sign in' link beside it", async ({
  page,
}) => {
  const email = uniqueEmail('hedy');
  // An account already exists for the address (made through the same public API).
  const sent = await page.request.post('/api/1/send_validation_email', {
    data: { email, password: PASSWORD, affiliate: '', origin: '' },
  });
  expect(sent.status()).toBe(200);
  const created = await page.request.post('/api/1/signup', {
    data: {
      affiliate: '',
      code: await codeFromOutbox(email),
      company: 'Lamarr Labs',
      email,
      family_name: 'Lamarr',
      given_name: 'Hedy',
      industry: 'Technology',
      origin: '',
      password: PASSWORD,
      size: '11',
    },
  });
  expect(created.status()).toBe(201);

  const dialog = await openTrial(page);
  const emailField = dialog.getByLabel('Work email');
  await emailField.fill(email);
  const message = dialog.getByText('An account already exists with that email', { exact: true });
  await expect(message).toBeVisible();

  // Next to the message, on its line: a 'Sign in' link to the app's sign-in page, reached by Tab.
  const signIn = dialog.getByRole('link', { name: 'Sign in', exact: true });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute('href', EXTERNAL_LINKS.appSignIn);
  const messageBox = (await message.boundingBox())!;
  const linkBox = (await signIn.boundingBox())!;
  expect(linkBox.x).toBeGreaterThanOrEqual(messageBox.x + messageBox.width);
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(Math.abs(middle(linkBox) - middle(messageBox))).toBeLessThan(messageBox.height);
  await emailField.focus();
  await page.keyboard.press('Tab');
  await expect(signIn).toBeFocused();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await fillTrialDetails(dialog, email, '1-10');
  await expect(dialog.getByRole('heading', { name: 'Try Switchboard for free' })).toBeVisible();
  await expect(dialog.getByText('An account already exists with that email')).toBeVisible();
});
