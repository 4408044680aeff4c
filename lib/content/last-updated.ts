/**
 * Spec section 4: the browser replaces its copy of the global page props only when the fetched
 * copy has a later lastUpdated. An unreadable fetched timestamp never replaces; a missing or
 * unreadable current one always may.
 */
export function isLaterUpdate(
  currentLastUpdated: string | null | undefined,
  fetchedLastUpdated: string | null | undefined,
): boolean {
  const fetched = parseTimestamp(fetchedLastUpdated);
  if (fetched === null) return false;
  const current = parseTimestamp(currentLastUpdated);
  return current === null || fetched > current;
}

function parseTimestamp(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** The later of several ISO timestamps or dates (YYYY-MM-DD counts as midnight UTC). */
export function latestTimestamp(values: readonly string[]): string {
  let best = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    const time = parseTimestamp(value);
    if (time !== null && time > best) best = time;
  }
  return new Date(Number.isFinite(best) ? best : 0).toISOString();
}
