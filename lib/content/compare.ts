import { comparisons } from '@/content/compare';
import type { Comparison } from '@/content/schema';
import { assertContentValid } from './validate';

export const comparePath = (slug: string) => `/compare/${slug}`;

export function getComparisons(): Comparison[] {
  assertContentValid();
  return comparisons;
}

export function getComparison(slug: string): Comparison | undefined {
  return getComparisons().find((c) => c.slug === slug);
}

/** "2026-11-02" -> "2 November 2026" (UTC, so the server and browser agree). */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
