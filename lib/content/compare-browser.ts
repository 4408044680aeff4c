/**
 * The part of the comparison layer that the page component may import; it reads no content.
 */
export const comparePath = (slug: string) => `/compare/${slug}`;

/** "2026-11-02" -> "2 November 2026" (UTC, so the server and browser agree). */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
