import '@/lib/server/only-on-server';
import {
  FORWARDING_STATUSES,
  LEAD_SEARCH_MAX_LENGTH,
  MEETING_FILTERS,
  type ForwardingStatus,
  type MeetingFilter,
} from '@/constants/leads';
import type { LeadFilter } from './store';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: unknown, endOfDay: boolean): number | undefined {
  if (typeof value !== 'string' || !DAY.test(value)) return undefined;
  const time = Date.parse(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`);
  return Number.isNaN(time) ? undefined : time;
}

export interface LeadQuery {
  filter: LeadFilter;
  page: number;
  /** The filter as the form shows it (strings, '' when unset). */
  form: { form: string; from: string; to: string; status: string; meeting: string; q: string };
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
  const from = day(text('from'), false);
  const to = day(text('to'), true);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(text('page'), 10) || 1));
  return {
    filter: {
      formId: formId || undefined,
      from,
      to,
      forwarding,
      meeting,
      search: search || undefined,
    },
    page,
    form: {
      form: formId,
      from: from === undefined ? '' : text('from'),
      to: to === undefined ? '' : text('to'),
      status: forwarding ?? '',
      meeting: meeting ?? '',
      q: search,
    },
  };
}
