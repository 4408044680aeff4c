import type { Entry } from '@keystatic/core/reader';
import type keystaticConfig from '@/keystatic.config';

/**
 * The part of the comparison layer that the page component may import; it reads no content.
 */
export const comparePath = (slug: string) => `/compare/${slug}`;

export { formatLongDate } from './long-date';

type ComparisonEntry = Entry<(typeof keystaticConfig)['collections']['comparisons']>;

/** One claim as the editor saved it (keystatic.config.ts), its verification day as YYYY-MM-DD. */
export type ComparisonClaim = Omit<ComparisonEntry['claims'][number], 'lastVerified'> & {
  lastVerified: string;
};

/** A compare page as the editor saved it, with its slug (the file's name). */
export type Comparison = Omit<ComparisonEntry, 'claims'> & {
  slug: string;
  claims: ComparisonClaim[];
};
