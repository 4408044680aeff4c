import '@/lib/server/only-on-server';
import { isCalendarDay } from '@/lib/validation/calendar-day';

/** The two day bounds of the lead view's filters (the lead list's and the overview's). */
export type DayBound = 'from' | 'to';

/** A bound the URL gave that names no calendar day, as it was given. */
export interface UnreadDay {
  bound: DayBound;
  text: string;
}

const BOUND_WORDS: Record<DayBound, string> = { from: 'From', to: 'To' };
// A crafted link could put any text here: show enough to recognise it, not a paragraph.
const SHOWN_TEXT_MAX = 40;

/**
 * The bounds as given ('' when unset) -> each a calendar day or '' (unset), and the ones given that
 * are not, for the page to say so. The one day rule of the lead list and the overview.
 */
export function readDayBounds(
  given: Record<DayBound, string>,
): Record<DayBound, string> & { unread: UnreadDay[] } {
  const day = (bound: DayBound) => (isCalendarDay(given[bound]) ? given[bound] : '');
  const unread = (['from', 'to'] as const)
    .filter((bound) => given[bound] !== '' && day(bound) === '')
    .map((bound) => ({ bound, text: given[bound] }));
  return { from: day('from'), to: day('to'), unread };
}

/** What the page says of bounds it could not read (null: none), so nothing is ignored silently. */
export function unreadDaysNotice(
  unread: readonly UnreadDay[],
  outcome = 'so not applied',
): string | null {
  if (unread.length === 0) return null;
  const shown = unread.map(({ bound, text }) => {
    const cut = text.length > SHOWN_TEXT_MAX ? `${text.slice(0, SHOWN_TEXT_MAX)}...` : text;
    return `${BOUND_WORDS[bound]} "${cut}"`;
  });
  return `${unread.length === 1 ? 'Date' : 'Dates'} not understood, ${outcome}: ${shown.join(', ')}.`;
}
