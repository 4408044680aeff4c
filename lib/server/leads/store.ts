import '@/lib/server/only-on-server';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS, type FormId } from '@/constants/forms';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '@/lib/server/db';
import type { Schema } from '@/lib/server/db/schema';
import type { SubmittedField } from './submission';

import type { ForwardingStatus, MeetingFilter } from '@/constants/leads';
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
  /** Demo requests only: when the visitor asked to be contacted instead of booking (ISO). */
  contactRequestedAt: string | null;
  /** Demo leads only: where the lead stands (lead-status.ts); null for other forms. */
  status: LeadStatus | null;
}

export type { LeadBooking, LeadStatus };

/** A lead as the lead view reads it: its stored columns, then its outbox and booking. */
interface LeadRow extends Selectable<Schema['leads']> {
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
  booking_rep_id: string | null;
  booking_confirmation_sent_at: string | null;
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

const SELECT_LEAD =
  sql.raw(`SELECT l.*, o.status AS outbox_status, o.attempts, o.last_error, o.next_attempt_at, o.delivered_at,
    b.uid AS booking_uid, b.status AS booking_status, b.starts_at AS booking_starts_at,
    b.ends_at AS booking_ends_at, b.visitor_time_zone AS booking_time_zone,
    b.rep_id AS booking_rep_id, b.confirmation_sent_at AS booking_confirmation_sent_at,
    c.requested_at AS contact_requested_at
  FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id ${DEMO_JOINS}`);

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
          repId: row.booking_rep_id ?? '',
          invitationsSentAt: row.booking_confirmation_sent_at,
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
    contactRequestedAt: row.contact_requested_at,
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
  | { stored: true; leadId: number }
  /** `same`: the submission stored under the id then (a retry), or another one under a reused id. */
  | { stored: false; leadId: number; duplicate: true; same: boolean };

/**
 * Stores a lead, and its outbox row when the CRM is configured, in one transaction. A submission id
 * seen before changes nothing and answers the lead it stored then, whichever instance stored it:
 * the unique submission id decides (ON CONFLICT DO NOTHING), not a read before the write.
 */
export function storeLead(
  db: Db,
  lead: NewLead,
  { forward, now = Date.now() }: { forward: boolean; now?: number },
): Promise<StoreOutcome> {
  return db.transaction().execute(async (trx): Promise<StoreOutcome> => {
    const inserted = await trx
      .insertInto('leads')
      .values({
        submission_id: lead.submissionId,
        form_id: lead.formId,
        email: (firstValue(lead.fields, FIELDS.email.name) ?? '').trim().toLowerCase(),
        company: firstValue(lead.fields, FIELDS.company.name),
        company_size: firstValue(lead.fields, FIELDS.companySize.name),
        utm_source: firstValue(lead.fields, 'utm_source'),
        fields_json: JSON.stringify(lead.fields),
        context_json: JSON.stringify(lead.context),
        consent_json: JSON.stringify({
          ...lead.consent,
          legalConsentOptions: lead.legalConsentOptions,
        }),
        ip_country: lead.ipCountry,
        free_email_domain: lead.freeEmailDomain ? 1 : 0,
        anonymous_id: lead.anonymousId,
        submitted_at: lead.submittedAt,
        created_at: now,
      })
      .onConflict((oc) => oc.column('submission_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('leads')
        .select(['id', 'form_id', 'fields_json'])
        .where('submission_id', '=', lead.submissionId)
        .executeTakeFirstOrThrow();
      const same =
        existing.form_id === lead.formId && existing.fields_json === JSON.stringify(lead.fields);
      return { stored: false, leadId: existing.id, duplicate: true, same };
    }
    if (forward) {
      await trx
        .insertInto('lead_outbox')
        .values({
          lead_id: inserted.id,
          status: 'pending',
          enqueued_at: now,
          next_attempt_at: now,
          updated_at: now,
        })
        .execute();
    }
    return { stored: true, leadId: inserted.id };
  });
}

export async function getLead(db: Db, id: number): Promise<Lead | undefined> {
  const { rows } = await sql<LeadRow>`${SELECT_LEAD} WHERE l.id = ${id}`.execute(db);
  return rows[0] ? toLead(rows[0]) : undefined;
}

export interface LeadFilter {
  formId?: string;
  /** Inclusive bounds in ms since the epoch. */
  from?: number;
  to?: number;
  forwarding?: ForwardingStatus;
  /** Demo requests whose meeting stands so (the joins decide it: lead-status.ts's first rules). */
  meeting?: MeetingFilter;
  /** Part of the email or company name, any case. */
  search?: string;
}

/** The meeting states sales follow up, each decided by the joins alone. */
const MEETING_CLAUSES: Record<MeetingFilter, RawBuilder<unknown>> = {
  booked: sql`b.status = 'confirmed'`,
  'meeting-cancelled': sql`b.status = 'cancelled'`,
  'contact-requested': sql`b.uid IS NULL AND c.requested_at IS NOT NULL`,
};

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function whereClause(filter: LeadFilter): RawBuilder<unknown> {
  const clauses: RawBuilder<unknown>[] = [];
  if (filter.formId) clauses.push(sql`l.form_id = ${filter.formId}`);
  if (filter.from !== undefined) clauses.push(sql`l.created_at >= ${filter.from}`);
  if (filter.to !== undefined) clauses.push(sql`l.created_at <= ${filter.to}`);
  if (filter.forwarding === 'local') clauses.push(sql`o.status IS NULL`);
  else if (filter.forwarding) clauses.push(sql`o.status = ${filter.forwarding}`);
  if (filter.meeting) clauses.push(MEETING_CLAUSES[filter.meeting]);
  if (filter.search) {
    const pattern = containing(filter.search);
    clauses.push(sql`(LOWER(l.email) LIKE ${pattern} ESCAPE '\\'
      OR LOWER(COALESCE(l.company, '')) LIKE ${pattern} ESCAPE '\\')`);
  }
  return clauses.length > 0 ? sql` WHERE ${sql.join(clauses, sql` AND `)}` : sql``;
}

/** Newest first. */
export async function listLeads(
  db: Db,
  filter: LeadFilter = {},
  { limit = 50, offset = 0 } = {},
): Promise<{ leads: Lead[]; total: number }> {
  const where = whereClause(filter);
  const { rows } = await sql<LeadRow>`${SELECT_LEAD}${where}
    ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
  const counted = await sql<{ total: number }>`SELECT COUNT(*) AS total
    FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id ${sql.raw(DEMO_JOINS)}${where}`.execute(
    db,
  );
  return { leads: rows.map(toLead), total: counted.rows[0]!.total };
}

export async function leadFormIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select('form_id')
    .distinct()
    .orderBy('form_id')
    .execute();
  return rows.map((row) => row.form_id);
}

/**
 * Leads stored while no CRM was configured (matching the filter) join the outbox, due now: going
 * live with HubSpot, a marketer sends the leads the site collected before. Returns how many.
 */
export async function queueStoredLeads(
  db: Db,
  filter: LeadFilter = {},
  now = Date.now(),
): Promise<number> {
  const where = whereClause({ ...filter, forwarding: 'local' });
  const result =
    await sql`INSERT INTO lead_outbox (lead_id, status, enqueued_at, next_attempt_at, updated_at)
    SELECT l.id, 'pending', ${now}, ${now}, ${now}
    FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id ${sql.raw(DEMO_JOINS)}${where}
    ON CONFLICT (lead_id) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Every lead matching the filter, newest first, unpaged (the CSV export: csv.ts). */
export async function allLeads(db: Db, filter: LeadFilter = {}): Promise<Lead[]> {
  const { rows } = await sql<LeadRow>`${SELECT_LEAD}${whereClause(filter)}
    ORDER BY l.created_at DESC, l.id DESC`.execute(db);
  return rows.map(toLead);
}
