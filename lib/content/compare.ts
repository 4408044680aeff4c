import { comparisons } from '@/content/compare';
import type { Comparison } from '@/content/schema';
import { assertContentValid } from './validate';

/** Server-side loaders; the page component imports compare-browser.ts. */
export { comparePath } from './compare-browser';

export function getComparisons(): Comparison[] {
  assertContentValid();
  return comparisons;
}

export function getComparison(slug: string): Comparison | undefined {
  return getComparisons().find((c) => c.slug === slug);
}
