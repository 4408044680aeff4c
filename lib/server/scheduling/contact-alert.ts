import '@/lib/server/only-on-server';
import { companySizeLabel } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { PATHS } from '@/constants/links';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { fieldLines, mailFailure, mailValue, sendMail } from '@/lib/server/mail';
import type { SubmittedField } from '@/lib/server/leads/submission';
import { SALES_TEAM, type SalesRep } from './sales-team';

const valueOf = (fields: readonly SubmittedField[], name: string) =>
  String(fields.find((field) => field.name === name)?.value ?? '');

/**
 * Tells the sales team that a visitor chose "I'd rather have a product expert contact me": who,
 * how to reach them, and the lead to open. Sent once per demo request (the caller knows whether
 * this one was new). A mail that fails is logged: the request stands, and the lead view's
 * "Meeting: Contact requested" filter lists it all the same.
 */
export async function alertSalesOfContactRequest(
  db: Db,
  requestId: string,
  team: readonly SalesRep[] = SALES_TEAM,
): Promise<void> {
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'email', 'fields_json'])
    .where('submission_id', '=', requestId)
    .where('form_id', '=', FORM_IDS.requestDemo)
    .executeTakeFirst();
  const to = team.map((rep) => rep.email).filter(Boolean);
  if (!lead || to.length === 0) return;
  const fields = JSON.parse(lead.fields_json) as SubmittedField[];
  const who = mailValue(
    `${valueOf(fields, FIELDS.firstname.name)} ${valueOf(fields, FIELDS.lastname.name)}`.trim(),
  );
  const company = mailValue(valueOf(fields, FIELDS.company.name));
  try {
    await sendMail({
      to: to.join(', '),
      subject: `Contact request: ${company} (${who})`,
      text: [
        `${who} asked for a product expert to contact them instead of booking a demo.`,
        '',
        ...fieldLines([
          ['Email', lead.email],
          ['Phone', valueOf(fields, FIELDS.phone.name)],
          ['Company', valueOf(fields, FIELDS.company.name)],
          ['Job title', valueOf(fields, FIELDS.jobtitle.name) || '(not given)'],
          ['Company size', companySizeLabel(valueOf(fields, FIELDS.companySize.name))],
          ['Industry', valueOf(fields, FIELDS.industry.name)],
          ['Primary use case', valueOf(fields, FIELDS.primaryUseCase.name)],
        ]),
        '',
        `The request: ${new URL(`${PATHS.leads}/${lead.id}`, env().SITE_URL).href}`,
      ].join('\n'),
    });
  } catch (error) {
    console.warn(
      `[scheduling] contact request ${requestId} stored but its alert mail failed (${mailFailure(error)})`,
    );
  }
}
