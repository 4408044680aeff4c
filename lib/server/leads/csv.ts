import '@/lib/server/only-on-server';
import { stringify } from 'csv-stringify/sync';
import { ATTRIBUTION_FIELDS } from '@/constants/attribution';
import { companySizeExportLabel } from '@/constants/company';
import { DEMO_FLAG_FIELDS, FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { FORWARDING_STATUS_LABELS } from '@/constants/leads';
import type { Db } from '@/lib/server/db';
import { salesRepName } from '@/lib/server/scheduling/sales-team';
import { spreadsheetCell } from './spreadsheet-cell';
import { spreadsheetUtcTime } from './spreadsheet-time';
import { allLeads, type Lead, type LeadFilter } from './store';

/** Columns of their own below, so not repeated among the answers. */
const OWN_COLUMNS = new Set<string>([
  FIELDS.email.name,
  FIELDS.company.name,
  FIELDS.companySize.name,
  FIELDS.marketingOptOut.name,
  HIDDEN_FIELDS.freeEmailDomain,
  HIDDEN_FIELDS.ipCountry,
]);

/**
 * One column per field any form asks or sets (the catalogue's order, the hidden fields, the demo's
 * qualification flags), then the attribution fields:
 * the same header whatever the filter, so a marketer's spreadsheet formulas keep their columns, and
 * a campaign or ad-click id (gclid, msclkid) is a column, not a key inside the JSON cell.
 */
export const CSV_FIELD_COLUMNS: readonly string[] = [
  ...new Set([
    ...Object.values(FIELDS).map((field) => field.name),
    ...Object.values(HIDDEN_FIELDS),
    // What the demo modal recorded about the offer when the request was sent (lead_status below
    // says where it stands now).
    ...Object.values(DEMO_FLAG_FIELDS),
    ...ATTRIBUTION_FIELDS,
  ]),
].filter((name) => !OWN_COLUMNS.has(name));

const valuesOf = (lead: Lead, name: string) =>
  lead.fields
    .filter((field) => field.name === name)
    .map((field) => String(field.value))
    .join(';');

// Leads stored before a consent field existed have none: an empty cell, not 'undefined'.
const yesNo = (value: boolean | null | undefined) => (value == null ? '' : String(value));

/**
 * Every lead matching the filter as CSV, newest first; all fields also as one JSON column (a field
 * no form of today sends). Coded values come with their labels beside them (company_size 1001 and
 * '1,001+ employees'), so a spreadsheet reads like the lead view and still sorts and joins on the
 * raw value. The consent stored with the lead has its columns, for an audit without the JSON.
 * Times are UTC in a form spreadsheets take as dates; the header names the zone.
 */
export async function leadsCsv(db: Db, filter: LeadFilter = {}): Promise<string> {
  const leads = await allLeads(db, filter);
  const header = [
    'created_at_utc',
    'form',
    'email',
    'company',
    'company_size',
    'company_size_label',
    ...CSV_FIELD_COLUMNS,
    'ip_country',
    'free_email_domain',
    'marketing_opt_in',
    'consent_notice_accepted',
    'consent_notice',
    'consent_model',
    'cookie_consent_groups',
    'crm_forwarding',
    'crm_forwarding_label',
    'lead_status',
    'lead_status_label',
    'not_offered_reason',
    'meeting_starts_at_utc',
    'meeting_time_zone',
    'meeting_rep',
    'meeting_invitations_sent_at_utc',
    'contact_requested_at_utc',
    'submission_id',
    'all_fields',
  ];
  const lines = leads.map((lead) => [
    spreadsheetUtcTime(lead.createdAt),
    lead.formId,
    lead.email,
    lead.company ?? '',
    lead.companySize ?? '',
    lead.companySize === null ? '' : companySizeExportLabel(lead.companySize),
    ...CSV_FIELD_COLUMNS.map((name) => valuesOf(lead, name)),
    lead.ipCountry ?? '',
    lead.freeEmailDomain ? 'true' : 'false',
    yesNo(lead.consent.marketingOptIn),
    yesNo(lead.consent.noticeAccepted),
    lead.consent.noticeText ?? '',
    lead.consent.model ?? '',
    lead.consent.cookieGroups?.join(';') ?? '',
    lead.forwarding,
    FORWARDING_STATUS_LABELS[lead.forwarding],
    lead.status?.kind ?? '',
    lead.status?.label ?? '',
    lead.status?.reason ?? '',
    spreadsheetUtcTime(lead.booking?.startsAt),
    lead.booking?.timeZone ?? '',
    lead.booking ? salesRepName(lead.booking.repId) : '',
    spreadsheetUtcTime(lead.booking?.invitationsSentAt),
    spreadsheetUtcTime(lead.contactRequestedAt),
    lead.submissionId,
    JSON.stringify(lead.fields),
  ]);
  // The byte order mark tells Excel the file is UTF-8, so accented names stay as typed.
  return stringify([header, ...lines.map((line) => line.map((cell) => spreadsheetCell(cell)))], {
    bom: true,
  });
}
