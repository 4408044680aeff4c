import '@/lib/server/only-on-server';
import { FORM_IDS } from '@/constants/forms';
import { companySizeLabel } from '@/constants/company';
import { MEETING_VIEWS, MEETINGS_PAGE_SIZE, type MeetingView } from '@/constants/leads';
import type { Db } from '@/lib/server/db';
import { pageNumber } from '@/lib/server/leads/filter';
import { formatMeetingTime } from './invitation';
import { SALES_TEAM, type SalesRep } from './sales-team';

/** One meeting as the sales team's list shows it. */
export interface SalesMeeting {
  uid: string;
  /** The request-demo lead that booked it, for its page in the lead view (null: none stored). */
  leadId: number | null;
  startsAt: string;
  endsAt: string;
  status: 'confirmed' | 'cancelled';
  rep: { id: string; name: string };
  visitor: {
    name: string;
    email: string;
    company: string;
    title: string;
    phoneNumber: string;
    companySize: string;
    industry: string;
    timeZone: string;
  };
  /** Whether the invitations went out (a failed mail leaves it false until a resend). */
  confirmationSent: boolean;
}

export interface MeetingQuery {
  view: MeetingView;
  /** One rep's meetings; all reps' when unset. */
  repId?: string;
  now: Date;
  team?: readonly SalesRep[];
  /** From 1; a page past the last is empty. */
  page?: number;
  pageSize?: number;
}

/**
 * The list's query string (?view=&rep=&page=) -> a query; a value it does not know is not applied
 * (the page by the lead list's rule).
 */
export function parseMeetingQuery(
  query: Record<string, string | string[] | undefined>,
  team: readonly SalesRep[] = SALES_TEAM,
): { view: MeetingView; repId?: string; page: number } {
  const text = (key: string) => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const view = (MEETING_VIEWS as readonly string[]).includes(text('view'))
    ? (text('view') as MeetingView)
    : 'upcoming';
  const repId = team.some((rep) => rep.id === text('rep')) ? text('rep') : undefined;
  return { view, repId, page: pageNumber(text('page')) };
}

/**
 * One page of the meetings booked on the site: upcoming soonest first, past and cancelled latest
 * first. `more`: whether a later page has any. A rep who left the team still shows under their id
 * on their old meetings.
 */
export async function listMeetings(
  db: Db,
  { view, repId, now, team = SALES_TEAM, page = 1, pageSize = MEETINGS_PAGE_SIZE }: MeetingQuery,
): Promise<{ meetings: SalesMeeting[]; more: boolean }> {
  const nowIso = now.toISOString();
  let query = db
    .selectFrom('demo_bookings as b')
    .leftJoin('leads as l', (join) =>
      join.onRef('l.submission_id', '=', 'b.request_id').on('l.form_id', '=', FORM_IDS.requestDemo),
    )
    .select([
      'b.uid',
      'l.id as lead_id',
      'b.starts_at',
      'b.ends_at',
      'b.status',
      'b.rep_id',
      'b.first_name',
      'b.last_name',
      'b.email',
      'b.company',
      'b.title',
      'b.phone_number',
      'b.company_size',
      'b.industry',
      'b.visitor_time_zone',
      'b.confirmation_sent_at',
    ])
    // One past the page: whether more exist, without counting them all.
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  if (repId) query = query.where('b.rep_id', '=', repId);
  if (view === 'upcoming') {
    query = query
      .where('b.status', '=', 'confirmed')
      .where('b.ends_at', '>=', nowIso)
      .orderBy('b.starts_at', 'asc');
  } else if (view === 'past') {
    query = query
      .where('b.status', '=', 'confirmed')
      .where('b.ends_at', '<', nowIso)
      .orderBy('b.starts_at', 'desc');
  } else {
    query = query.where('b.status', '=', 'cancelled').orderBy('b.starts_at', 'desc');
  }
  const rows = await query.orderBy('b.id', 'asc').execute();
  const meetings = rows.slice(0, pageSize).map((row) => ({
    uid: row.uid,
    leadId: row.lead_id ?? null,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    rep: { id: row.rep_id, name: team.find((rep) => rep.id === row.rep_id)?.name ?? row.rep_id },
    visitor: {
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      company: row.company,
      title: row.title,
      phoneNumber: row.phone_number,
      companySize: row.company_size,
      industry: row.industry,
      timeZone: row.visitor_time_zone,
    },
    confirmationSent: row.confirmation_sent_at !== null,
  }));
  return { meetings, more: rows.length > pageSize };
}

/** One meeting as the list's row shows it (plain values: the page's props). */
export interface MeetingRow {
  uid: string;
  leadId: number | null;
  /** In the sales team's time zone, and in the visitor's. */
  when: string;
  visitorWhen: string;
  repName: string;
  visitor: string;
  email: string;
  company: string;
  size: string;
  phone: string;
  confirmationSent: boolean;
}

export function meetingRows(meetings: readonly SalesMeeting[], teamTimeZone: string): MeetingRow[] {
  return meetings.map((meeting) => ({
    uid: meeting.uid,
    leadId: meeting.leadId,
    when: formatMeetingTime(meeting, teamTimeZone),
    visitorWhen: formatMeetingTime(meeting, meeting.visitor.timeZone),
    repName: meeting.rep.name,
    visitor: meeting.visitor.name,
    email: meeting.visitor.email,
    company: meeting.visitor.company,
    size: companySizeLabel(meeting.visitor.companySize),
    phone: meeting.visitor.phoneNumber,
    confirmationSent: meeting.confirmationSent,
  }));
}
