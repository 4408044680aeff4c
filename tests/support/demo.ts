import type { APIRequestContext, Locator } from '@playwright/test';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS, MARKETING_PORTAL_ID, SUBMISSION_ID_HEADER } from '@/constants/forms';
import type { NewLead } from '@/lib/server/leads/store';
import type { BookingRequest } from '@/lib/server/scheduling/bookings';
import { qualifyMeeting } from '@/modals/demo/qualify-meeting';
import { storedLead } from './stored-lead';

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

/**
 * Demo step 2's submission as the modal sends it to the forms host, for a qualifying company: a
 * booking or contact request is taken only for a demo request the site stored (ADR 0242).
 */
export function demoRequestSubmission(email: string, companySize = '251') {
  const values: Record<string, string> = {
    [FIELDS.email.name]: email,
    [FIELDS.firstname.name]: 'Greta',
    [FIELDS.lastname.name]: 'Lindgren',
    [FIELDS.company.name]: 'Acme Industries',
    [FIELDS.jobtitle.name]: 'Head of Support',
    [FIELDS.industry.name]: 'Logistics',
    [FIELDS.companySize.name]: companySize,
    [FIELDS.phone.name]: '+12125550100',
    [FIELDS.primaryUseCase.name]: 'Deliver customer support across channels',
  };
  return { fields: Object.entries(values).map(([name, value]) => ({ name, value })) };
}

/** Where demoRequestSubmission goes, with the id its meeting is then booked under. */
export const DEMO_REQUEST_PATH = `/api/forms/submissions/v3/integration/submit/${MARKETING_PORTAL_ID}/${FORM_IDS.requestDemo}`;

/** Sends a demo request through the forms host (Playwright), to book a meeting under its id. */
export async function sendDemoRequest(
  request: APIRequestContext,
  requestId: string,
  email: string,
): Promise<void> {
  const response = await request.post(DEMO_REQUEST_PATH, {
    data: demoRequestSubmission(email),
    headers: { [SUBMISSION_ID_HEADER]: requestId },
  });
  if (!response.ok()) throw new Error(`the demo request answered ${response.status()}`);
}

/** The same demo request as the forms host stores it, with the flags the modal sends (jest). */
export function demoRequestLead(submissionId: string, email: string, companySize = '251'): NewLead {
  const { flags } = qualifyMeeting({ isPayingCustomer: false, companySize });
  return storedLead(FORM_IDS.requestDemo, submissionId, [
    ...demoRequestSubmission(email, companySize).fields,
    ...Object.entries(flags).map(([name, value]) => ({ name, value })),
  ]);
}

/** Ann Lee of Acme Logistics books a demo slot from Berlin, as the scheduler step sends it. */
export const annBooking = (
  requestId: string,
  startsAt: string,
  email = 'ann@acme-logistics.com',
): BookingRequest => ({
  requestId,
  startsAt,
  timeZone: 'Europe/Berlin',
  email,
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Acme Logistics',
  title: 'Head of Support',
  phoneNumber: '+1 212 555 0100',
  companySize: '251',
  industry: 'Technology',
});
