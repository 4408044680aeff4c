/**
 * A Retry-After header (RFC 9110 section 10.2.3) in milliseconds from `now`: either delay-seconds
 * or an HTTP date. Undefined when the header is missing or unreadable. Shared by the browser's
 * forms client and the server's CRM outbox.
 */
export function retryAfterMs(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and GMT; Date.parse alone would read '-1' as a year.
  const date = /GMT$/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
