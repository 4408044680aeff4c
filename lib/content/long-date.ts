const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "2026-10-28" -> "28 October 2026": the British long date the site shows, the same text on the
 * server and in the browser. Written out rather than through Intl: a page's first Intl date
 * format costs ~15 ms of the browser's main thread (locale data), on pages that show dates
 * (decision 0150).
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
