import { expect, type Locator, type Page } from '@playwright/test';
import { openThroughPageApi } from './page-api';

/** The trial modal as journeys use it (trial.spec.ts, a11y.spec.ts). */

export interface TrialPerson {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  industry: string;
}

export const ADA: TrialPerson = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Lovelace Analytics',
  jobTitle: 'Head of Support',
  industry: 'Technology',
};

/** Opens the trial modal the way page scripts do (window.Switchboard.openTrial), on / + query. */
export async function openTrial(page: Page, query = ''): Promise<Locator> {
  const dialog = await openThroughPageApi(page, 'openTrial', `/${query}`);
  await expect(dialog.getByLabel('Work email')).toBeVisible();
  return dialog;
}

/**
 * Fills step 1 and presses Continue once the email check has answered (it runs 1.5 s after the last
 * keystroke and says "Checking this email…" meanwhile). A visitor reads the answer first; so do we.
 * The status line once moved Continue under the pointer (ADR 0078); it now sits on the label's line.
 */
export async function fillTrialDetails(
  dialog: Locator,
  email: string,
  companySize: string,
  person: TrialPerson = ADA,
): Promise<void> {
  const page = dialog.page();
  const emailField = dialog.getByLabel('Work email');
  const changed = (await emailField.inputValue()) !== email;
  const checked = changed
    ? page.waitForResponse((response) =>
        response.url().includes(`/api/1/email_available/${encodeURIComponent(email)}`),
      )
    : undefined;
  await emailField.fill(email);
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Company', { exact: true }).fill(person.company);
  await dialog.getByLabel('Job title').fill(person.jobTitle);
  await dialog.getByLabel('Industry').selectOption(person.industry);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('2125550100');
  await dialog.getByLabel('Company size').selectOption({ label: companySize });
  await checked;
  await expect(dialog.getByText('Checking this email…')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** A fresh work address per call, so journeys never see each other's data. */
export const uniqueEmail = (name: string, domain = 'lovelace-analytics.example') =>
  `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@${domain}`;
