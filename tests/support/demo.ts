import type { Locator } from '@playwright/test';

/** Demo step 2 filled in as a qualified visitor would, then sent with Submit. */
export async function submitDemoDetails(dialog: Locator, firstName = 'Greta'): Promise<void> {
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Lindgren');
  await dialog.getByLabel('Company', { exact: true }).fill('Acme Industries');
  await dialog.getByLabel('Job title').fill('Head of Support');
  await dialog.getByLabel('Industry').selectOption('Logistics');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('2125550100');
  await dialog
    .getByLabel('Primary use case')
    .selectOption('Deliver customer support across channels');
  await dialog.getByRole('button', { name: 'Submit' }).click();
}
