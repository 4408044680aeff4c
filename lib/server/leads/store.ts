import '@/lib/server/only-on-server';
import { stringify } from 'csv-stringify/sync';
import { FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { FORM_IDS, type FormId } from '@/constants/forms';
import type { Db } from '@/lib/server/db';
import type { SubmittedField } from './submission';
import { spreadsheetCell } from './spreadsheet-cell';

import { companySizeLabel } from '@/constants/company';
import { FORWARDING_STATUS_LABELS, type ForwardingStatus } from '@/constants/leads';
import { demoLeadStatus, type LeadBooking, type LeadStatus } from './lead-status';

export type { ForwardingStatus };

/** Consent at submission time (spec: each lead stores the consent state with it). */
export interface LeadConsent {
  /** The consent notice shown under the form, accepted by submitting. */
  noticeAccepted: boolean;
  noticeText: string | null;
  /** Marketing email: true opted in, false opted out, null when the form did not ask. */
  marketingOptIn: boolean | null;
  /** Consent model of the visitor's country (opt-in, opt-out, notice-only) when known. */
  model: string | null;
  /** Cookie consent groups granted (from the consent cookie), null when no choice was stored. */
  cookieGroups: string[] | null;
}

export interface NewLead {
  submissionId: string;
  formId: FormId;
  fields: SubmittedField[];
  context: Record<string, string>;
  legalConsentOptions?: unknown;
  consent: LeadConsent;
  ipCountry: string | null;
  freeEmailDomain: boolean;
  anonymousId: string | null;
  submittedAt: number;
}

export interface Lead {
  id: number;
  submissionId: string;
  formId: string;
  email: string;
  company: string | null;
  companySize: string | null;
  utmSource: string | null;
  fields: SubmittedField[];
  context: Record<string, string>;
  consent: LeadConsent & { legalConsentOptions?: unknown };
  ipCountry: string | null;
  freeEmailDomain: boolean;
  anonymousId: string | null;
  submittedAt: number;
  createdAt: number;
  forwarding: ForwardingStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  deliveredAt: number | null;
  /** Demo requests only: the request's meeting, read from demo_bookings by request id. */
  booking: LeadBooking | null;
  /** Demo leads only: where the lead stands (lead-status.ts); null for other forms. */
  status: LeadStatus | null;
}

export type { LeadBooking, LeadStatus };

interface LeadRow {
  id: number;
  submission_id: string;
  form_id: string;
  email: string;
  company: string | null;
  company_size: string | null;
  utm_source: string | null;
  fields_json: string;
  context_json: string;
  consent_json: string;
  ip_country: string | null;
  free_email_domain: number;
  anonymous_id: string | null;
  submitted_at: number;
  created_at: number;
  outbox_status: 'pending' | 'delivered' | 'dead' | null;
  attempts: number | null;
  last_error: string | null;
  next_attempt_at: number | null;
  delivered_at: number | null;
  booking_uid: string | null;
  booking_status: LeadBooking['status'] | null;
  booking_starts_at: string | null;
  booking_ends_at: string | null;
  booking_time_zone: string | null;
  contact_requested_at: string | null;
}

/**
 * One source of truth for a demo lead's meeting: demo_bookings, joined when read (ADR 0077), never
 * copied into the lead. A booking belongs to the demo request that made it: its request_id is the
 * request-demo lead's submission_id (one row per request; a move updates it).
 */
const DEMO_JOINS = `LEFT JOIN demo_bookings b
    ON l.form_id = '${FORM_IDS.requestDemo}' AND b.request_id = l.submission_id
  LEFT JOIN demo_contact_requests c
    ON l.form_id = '${FORM_IDS.requestDemo}' AND c.request_id = l.submission_id`;

const SELECT_LEAD = `SELECT l.*, o.status AS outbox_status, o.attempts, o.last_error, o.next_attempt_at, o.delivered_at,
    b.uid AS booking_uid, b.status AS booking_status, b.starts_at AS booking_starts_at,
    b.ends_at AS booking_ends_at, b.visitor_time_zone AS booking_time_zone,
    c.requested_at AS contact_requested_at
  FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id ${DEMO_JOINS}`;

function toLead(row: LeadRow): Lead {
  const fields = JSON.parse(row.fields_json) as SubmittedField[];
  const booking: LeadBooking | null =
    row.booking_uid && row.booking_status && row.booking_starts_at
      ? {
          uid: row.booking_uid,
          status: row.booking_status,
          startsAt: row.booking_starts_at,
          endsAt: row.booking_ends_at ?? row.booking_starts_at,
          timeZone: row.booking_time_zone ?? 'UTC',
        }
      : null;
  return {
    id: row.id,
    submissionId: row.submission_id,
    formId: row.form_id,
    email: row.email,
    company: row.company,
    companySize: row.company_size,
    utmSource: row.utm_source,
    fields,
    context: JSON.parse(row.context_json) as Record<string, string>,
    consent: JSON.parse(row.consent_json) as Lead['consent'],
    ipCountry: row.ip_country,
    freeEmailDomain: row.free_email_domain === 1,
    anonymousId: row.anonymous_id,
    submittedAt: row.submitted_at,
    createdAt: row.created_at,
    forwarding: row.outbox_status ?? 'local',
    attempts: row.attempts ?? 0,
    lastError: row.last_error,
    nextAttemptAt: row.outbox_status === 'pending' ? row.next_attempt_at : null,
    deliveredAt: row.delivered_at,
    booking,
    status: demoLeadStatus({
      formId: row.form_id,
      fields,
      booking,
      contactRequested: row.contact_requested_at !== null,
    }),
  };
}

function firstValue(fields: readonly SubmittedField[], name: string): string | null {
  const field = fields.find((f) => f.name === name);
  return field === undefined ? null : String(field.value);
}

export type StoreOutcome =
  { stored: true; leadId: number } | { stored: false; leadId: number; duplicate: true };

/**
 * Stores a lead, and its outbox row when the CRM is configured, in one transaction. A submission id
 * seen before changes nothing and answers the lead it stored then.
 */
export function storeLead(
  db: Db,
  lead: NewLead,
  { forward, now = Date.now() }: { forward: boolean; now?: number },
): StoreOutcome {
  return db
    .transaction((): StoreOutcome => {
      const existing = db
        .prepare('SELECT id FROM leads WHERE submission_id = ?')
        .get(lead.submissionId) as { id: number } | undefined;
      if (existing) return { stored: false, leadId: existing.id, duplicate: true };
      const result = db
        .prepare(
          `INSERT INTO leads (submission_id, form_id, email, company, company_size, utm_source, fields_json,
             context_json, consent_json, ip_country, free_email_domain, anonymous_id, submitted_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          lead.submissionId,
          lead.formId,
          (firstValue(lead.fields, FIELDS.email.name) ?? '').trim().toLowerCase(),
          firstValue(lead.fields, FIELDS.company.name),
          firstValue(lead.fields, FIELDS.companySize.name),
          firstValue(lead.fields, 'utm_source'),
          JSON.stringify(lead.fields),
          JSON.stringify(lead.context),
          JSON.stringify({ ...lead.consent, legalConsentOptions: lead.legalConsentOptions }),
          lead.ipCountry,
          lead.freeEmailDomain ? 1 : 0,
          lead.anonymousId,
          lead.submittedAt,
          now,
        );
      const leadId = Number(result.lastInsertRowid);
      if (forward) {
        db.prepare(
          `INSERT INTO lead_outbox (lead_id, status, enqueued_at, next_attempt_at, updated_at)
           VALUES (?, 'pending', ?, ?, ?)`,
        ).run(leadId, now, now, now);
      }
      return { stored: true, leadId };
    })
    .immediate();
}

export function getLead(db: Db, id: number): Lead | undefined {
  const row = db.prepare(`${SELECT_LEAD} WHERE l.id = ?`).get(id) as LeadRow | undefined;
  return row ? toLead(row) : undefined;
}

export interface LeadFilter {
  formId?: string;
  /** Inclusive bounds in ms since the epoch. */
  from?: number;
  to?: number;
  forwarding?: ForwardingStatus;
}

function whereClause(filter: LeadFilter): { sql: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.formId) {
    clauses.push('l.form_id = ?');
    params.push(filter.formId);
  }
  if (filter.from !== undefined) {
    clauses.push('l.created_at >= ?');
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    clauses.push('l.created_at <= ?');
    params.push(filter.to);
  }
  if (filter.forwarding === 'local') clauses.push('o.status IS NULL');
  else if (filter.forwarding) {
    clauses.push('o.status = ?');
    params.push(filter.forwarding);
  }
  return { sql: clauses.length > 0 ? ` WHERE ${clauses.join(' AND ')}` : '', params };
}

/** Newest first. */
export function listLeads(
  db: Db,
  filter: LeadFilter = {},
  { limit = 50, offset = 0 } = {},
): { leads: Lead[]; total: number } {
  const { sql, params } = whereClause(filter);
  const rows = db
    .prepare(`${SELECT_LEAD}${sql} ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as LeadRow[];
  const { total } = db
    .prepare(
      `SELECT COUNT(*) AS total FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id${sql}`,
    )
    .get(...params) as { total: number };
  return { leads: rows.map(toLead), total };
}

export function leadFormIds(db: Db): string[] {
  return (
    db.prepare('SELECT DISTINCT form_id FROM leads ORDER BY form_id').all() as { form_id: string }[]
  ).map((row) => row.form_id);
}

const CSV_FIELD_COLUMNS = [
  FIELDS.firstname.name,
  FIELDS.lastname.name,
  FIELDS.jobtitle.name,
  FIELDS.phone.name,
  FIELDS.industry.name,
  'utm_medium',
  'utm_campaign',
  HIDDEN_FIELDS.pageUrl,
] as const;

/**
 * Every lead matching the filter as CSV, newest first; all fields also as one JSON column. Coded
 * values come with their labels beside them (company_size 1001 and '1,001+ employees'), so a
 * spreadsheet reads like the lead view and still sorts and joins on the raw value.
 */
export function leadsCsv(db: Db, filter: LeadFilter = {}): string {
  const { sql, params } = whereClause(filter);
  const rows = (
    db
      .prepare(`${SELECT_LEAD}${sql} ORDER BY l.created_at DESC, l.id DESC`)
      .all(...params) as LeadRow[]
  ).map(toLead);
  const header = [
    'created_at',
    'form',
    'email',
    'company',
    'company_size',
    'company_size_label',
    'utm_source',
    ...CSV_FIELD_COLUMNS,
    'ip_country',
    'free_email_domain',
    'marketing_opt_in',
    'crm_forwarding',
    'crm_forwarding_label',
    'lead_status',
    'lead_status_label',
    'not_offered_reason',
    'meeting_starts_at',
    'meeting_time_zone',
    'submission_id',
    'all_fields',
  ];
  const lines = rows.map((lead) => [
    new Date(lead.createdAt).toISOString(),
    lead.formId,
    lead.email,
    lead.company ?? '',
    lead.companySize ?? '',
    lead.companySize === null ? '' : companySizeLabel(lead.companySize),
    lead.utmSource ?? '',
    ...CSV_FIELD_COLUMNS.map((name) =>
      lead.fields
        .filter((f) => f.name === name)
        .map((f) => String(f.value))
        .join(';'),
    ),
    lead.ipCountry ?? '',
    lead.freeEmailDomain ? 'true' : 'false',
    lead.consent.marketingOptIn === null ? '' : String(lead.consent.marketingOptIn),
    lead.forwarding,
    FORWARDING_STATUS_LABELS[lead.forwarding],
    lead.status?.kind ?? '',
    lead.status?.label ?? '',
    lead.status?.reason ?? '',
    lead.booking?.startsAt ?? '',
    lead.booking?.timeZone ?? '',
    lead.submissionId,
    JSON.stringify(lead.fields),
  ]);
  return stringify([header, ...lines.map((line) => line.map((cell) => spreadsheetCell(cell)))]);
}
