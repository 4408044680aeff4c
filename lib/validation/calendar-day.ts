const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A 'YYYY-MM-DD' that is a day of the calendar. Date reads 2024-02-30 as 1 March, so a day counts
 * only when it comes back unchanged. The one rule for a day the site is given as text (the lead
 * view's filters, the sales team's holidays).
 */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const time = Date.parse(text);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
