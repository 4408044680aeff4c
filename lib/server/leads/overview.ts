import '@/lib/server/only-on-server';
import { tz } from '@date-fns/tz';
import { eachDayOfInterval, endOfDay, format, startOfDay, subDays } from 'date-fns';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { DEMO_FLAG_FIELDS } from '@/constants/form-fields';
import { DEMO_FLAG_VALUES, FORM_IDS } from '@/constants/forms';
import {
  LEAD_FORM_KINDS,
  LEAD_STATUS_LABELS,
  OTHER_FORM_KIND_LABEL,
  OVERVIEW_DEFAULT_DAYS,
  OVERVIEW_MAX_SOURCES,
  type LeadFormKind,
} from '@/constants/leads';
import { sql, type RawBuilder } from 'kysely';
import { engineOf, type Db } from '@/lib/server/db';
import { readDayBounds, type UnreadDay } from './utc-day';

/**
 * The lead view's overview (issue 16): leads per day by form kind, the demo and trial funnels and
 * leads by UTM source, over a window of UTC days (the lead view's times are UTC). Pure reads of
 * what the site stores: leads, demo_bookings, analytics_events and the signup tables.
 */
const UTC = tz('UTC');
const MAX_DAYS = 366;

export interface OverviewRange {
  /** Inclusive UTC days, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export interface Bar {
  label: string;
  count: number;
}

export interface DayCounts {
  day: string;
  counts: Partial<Record<LeadFormKind, number>>;
}

export interface LeadsOverview {
  range: OverviewRange;
  total: number;
  kinds: { kind: LeadFormKind; label: string }[];
  days: DayCounts[];
  demoFunnel: Bar[];
  trialFunnel: Bar[];
  sources: Bar[];
}

const dayOf = (date: Date) => format(date, 'yyyy-MM-dd', { in: UTC });
const parseDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The window from the query (?from=YYYY-MM-DD&to=YYYY-MM-DD): the last 30 days up to `now` when a
 * bound is missing or no calendar day (the lead list's day rule, utc-day.ts); at most a year;
 * bounds in the wrong order are swapped. `unreadDays`: the bounds given but not read, to say so.
 */
export function overviewQuery(
  query: Record<string, string | string[] | undefined>,
  now: Date,
): { range: OverviewRange; unreadDays: UnreadDay[] } {
  const text = (key: string) => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const days = readDayBounds({ from: text('from'), to: text('to') });
  let to = days.to || dayOf(now);
  let from = days.from || dayOf(subDays(parseDay(to), OVERVIEW_DEFAULT_DAYS - 1));
  if (from > to) [from, to] = [to, from];
  if (eachDayOfInterval({ start: parseDay(from), end: parseDay(to) }).length > MAX_DAYS) {
    from = dayOf(subDays(parseDay(to), MAX_DAYS - 1));
  }
  return { range: { from, to }, unreadDays: days.unread };
}

const KIND_OF_FORM = new Map<string, LeadFormKind>(
  Object.entries(LEAD_FORM_KINDS).flatMap(([kind, { forms }]) =>
    forms.map((form) => [form, kind as LeadFormKind] as const),
  ),
);

export function kindLabel(kind: LeadFormKind): string {
  return kind === 'other' ? OTHER_FORM_KIND_LABEL : LEAD_FORM_KINDS[kind].label;
}

export async function leadsOverview(db: Db, range: OverviewRange): Promise<LeadsOverview> {
  const start = startOfDay(parseDay(range.from), { in: UTC });
  const end = endOfDay(parseDay(range.to), { in: UTC });
  const [msFrom, msTo] = [start.getTime(), end.getTime()];
  const [isoFrom, isoTo] = [start.toISOString(), end.toISOString()];
  const count = async (query: RawBuilder<{ n: number }>) => (await query.execute(db)).rows[0]!.n;
  const postgres = engineOf(db) === 'postgres';

  // The two engines' own words for a UTC day of epoch milliseconds and for a JSON array's items.
  const dayOfCreatedAt = postgres
    ? sql`to_char(to_timestamp(created_at / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
    : sql`strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')`;
  const fieldIs = (name: string, value: string) =>
    postgres
      ? sql`SELECT 1 FROM jsonb_array_elements(l.fields_json::jsonb) f
             WHERE f ->> 'name' = ${name} AND f ->> 'value' = ${value}`
      : sql`SELECT 1 FROM json_each(l.fields_json) f
             WHERE json_extract(f.value, '$.name') = ${name} AND json_extract(f.value, '$.value') = ${value}`;

  const { rows: perDay } = await sql<{ day: string; formId: string; n: number }>`
    SELECT ${dayOfCreatedAt} AS day, form_id AS "formId", COUNT(*) AS n
      FROM leads WHERE created_at BETWEEN ${msFrom} AND ${msTo} GROUP BY 1, form_id`.execute(db);
  const byDay = new Map<string, Partial<Record<LeadFormKind, number>>>();
  const seenKinds = new Set<LeadFormKind>();
  let total = 0;
  for (const row of perDay) {
    const kind = KIND_OF_FORM.get(row.formId) ?? 'other';
    const counts = byDay.get(row.day) ?? {};
    counts[kind] = (counts[kind] ?? 0) + row.n;
    byDay.set(row.day, counts);
    seenKinds.add(kind);
    total += row.n;
  }
  const days = eachDayOfInterval({ start, end }, { in: UTC }).map((date) => ({
    day: dayOf(date),
    counts: byDay.get(dayOf(date)) ?? {},
  }));
  const kinds = ([...Object.keys(LEAD_FORM_KINDS), 'other'] as LeadFormKind[])
    .filter((kind) => seenKinds.has(kind))
    .map((kind) => ({ kind, label: kindLabel(kind) }));

  const leadsOf = (formId: string) =>
    count(sql`SELECT COUNT(*) AS n FROM leads
               WHERE form_id = ${formId} AND created_at BETWEEN ${msFrom} AND ${msTo}`);
  const events = (...names: string[]) =>
    count(sql`SELECT COUNT(*) AS n FROM analytics_events
               WHERE name IN (${sql.join(names)}) AND occurred_at BETWEEN ${isoFrom} AND ${isoTo}`);

  const demoFunnel: Bar[] = [
    // Step 1 is an event (and the request-demo-started lead, which a test address never sends).
    { label: 'Started (step 1)', count: await events(ANALYTICS_EVENTS.demoStarted) },
    { label: 'Requested (step 2)', count: await leadsOf(FORM_IDS.requestDemo) },
    {
      label: LEAD_STATUS_LABELS['meeting-offered'],
      count: await count(sql`SELECT COUNT(*) AS n FROM leads l
        WHERE l.form_id = ${FORM_IDS.requestDemo} AND l.created_at BETWEEN ${msFrom} AND ${msTo}
          AND EXISTS (${fieldIs(DEMO_FLAG_FIELDS.meetingOffered, DEMO_FLAG_VALUES.offered)})`),
    },
    {
      label: LEAD_STATUS_LABELS.booked,
      count: await count(sql`SELECT COUNT(*) AS n FROM leads l
          JOIN demo_bookings b ON b.request_id = l.submission_id AND b.status = 'confirmed'
         WHERE l.form_id = ${FORM_IDS.requestDemo} AND l.created_at BETWEEN ${msFrom} AND ${msTo}`),
    },
  ];

  const accounts = await count(sql`SELECT COUNT(*) AS n FROM accounts
    WHERE created_at BETWEEN ${msFrom} AND ${msTo}`);
  const trialFunnel: Bar[] = [
    // The trial modal's first step (company details) names the step it leads to.
    {
      label: 'Step 1 submitted',
      count: await events(
        ANALYTICS_EVENTS.trialSignupThirdStep,
        ANALYTICS_EVENTS.trialSignupSecondStep,
      ),
    },
    // A code's pending signup is deleted once its account exists: codes sent are both together.
    {
      label: 'Code sent',
      count:
        (await count(sql`SELECT COUNT(*) AS n FROM pending_signups
          WHERE created_at BETWEEN ${msFrom} AND ${msTo}`)) + accounts,
    },
    { label: 'Account created', count: accounts },
  ];

  const { rows: sourceRows } = await sql<Bar>`
    SELECT COALESCE(NULLIF(TRIM(utm_source), ''), '(none)') AS label, COUNT(*) AS count
      FROM leads WHERE created_at BETWEEN ${msFrom} AND ${msTo}
     GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db);
  const sources = sourceRows.slice(0, OVERVIEW_MAX_SOURCES);
  const rest = sourceRows.slice(OVERVIEW_MAX_SOURCES).reduce((sum, row) => sum + row.count, 0);
  if (rest > 0) sources.push({ label: 'Other sources', count: rest });

  return { range, total, kinds, days, demoFunnel, trialFunnel, sources };
}
