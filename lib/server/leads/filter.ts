import '@/lib/server/only-on-server';
import {
  FORWARDING_STATUSES,
  LEAD_SEARCH_MAX_LENGTH,
  MEETING_FILTERS,
  type ForwardingStatus,
  type MeetingFilter,
} from '@/constants/leads';
import type { LeadFilter } from './store';
import { readDayBounds, type UnreadDay } from './utc-day';

const MAX_PAGE = 10_000;

/**
 * A list page's ?page= (the lead list's and the meetings'): a whole number from 1, and 1 for
 * anything else. A page past the last is kept: the page says so rather than guess another.
 */
export function pageNumber(text: string): number {
  return Math.max(1, Math.min(MAX_PAGE, Number.parseInt(text, 10) || 1));
}

export interface LeadQuery {
  filter: LeadFilter;
  page: number;
  /** The filter as the form shows it (strings, '' when unset). */
  form: { form: string; from: string; to: string; status: string; meeting: string; q: string };
  /** Day bounds given that are no calendar day (not applied): the page says so. */
  unreadDays: UnreadDay[];
}

/**
 * The lead view's query string (?form=&from=YYYY-MM-DD&to=&status=&meeting=&q=&page=), or the same
 * fields posted as a form or JSON (/api/leads/replay) -> a store filter. A value it does not know
 * is dropped, as if the filter were not set: so is anything but one piece of text (a name given
 * twice, a JSON number), which no form of the lead view sends.
 */
export function parseLeadQuery(query: Readonly<Record<string, unknown>>): LeadQuery {
  const text = (key: string) => {
    const value = query[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const status = text('status');
  const forwarding = (FORWARDING_STATUSES as readonly string[]).includes(status)
    ? (status as ForwardingStatus)
    : undefined;
  const meeting = (MEETING_FILTERS as readonly string[]).includes(text('meeting'))
    ? (text('meeting') as MeetingFilter)
    : undefined;
  // Control characters never belong to an address or a company name.
  const search = text('q')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, LEAD_SEARCH_MAX_LENGTH);
  const formId = /^[a-z0-9-]{1,64}$/.test(text('form')) ? text('form') : '';
  const days = readDayBounds({ from: text('from'), to: text('to') });
  return {
    filter: {
      formId: formId || undefined,
      from: days.from ? Date.parse(`${days.from}T00:00:00.000Z`) : undefined,
      to: days.to ? Date.parse(`${days.to}T23:59:59.999Z`) : undefined,
      forwarding,
      meeting,
      search: search || undefined,
    },
    page: pageNumber(text('page')),
    form: {
      form: formId,
      from: days.from,
      to: days.to,
      status: forwarding ?? '',
      meeting: meeting ?? '',
      q: search,
    },
    unreadDays: days.unread,
  };
}
