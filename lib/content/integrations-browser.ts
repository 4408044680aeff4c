import type { Entry } from '@keystatic/core/reader';
import type keystaticConfig from '@/keystatic.config';

/**
 * The part of the integrations layer that components may import. It reads no content (the
 * loaders in integrations.ts import the whole content layer through its validation).
 */
export const INTEGRATIONS_PATH = '/integrations';

type IntegrationEntry = Entry<(typeof keystaticConfig)['collections']['integrations']>;

/** The vendor's name drawn in its colour, where simple-icons has no mark (decision 0022). */
export type IntegrationWordmark = IntegrationEntry['wordmark'];

/**
 * An integration as the editor saved it (keystatic.config.ts), with its slug; it has exactly one
 * of a simple-icons mark and a drawn wordmark (the empty one is left out).
 */
export type Integration = Omit<IntegrationEntry, 'simpleIcon' | 'wordmark'> & {
  slug: string;
  simpleIcon?: string;
  wordmark?: IntegrationWordmark;
};
export const integrationPath = (slug: string) => `${INTEGRATIONS_PATH}/${slug}`;

export type IntegrationSummary = Pick<
  Integration,
  'slug' | 'name' | 'category' | 'tagline' | 'builtBy'
> & { path: string; categoryName: string };

/** The directory's filter: category, then every query word must match name, tagline or category. */
export function filterIntegrations<T extends IntegrationSummary>(
  list: readonly T[],
  { category, query }: { category?: string; query?: string },
): T[] {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((i) => {
    if (category && i.category !== category) return false;
    const haystack = `${i.name} ${i.tagline} ${i.categoryName}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * How drawn wordmarks are set (scripts/content/integration-wordmarks.ts draws them; the logo
 * component scales them by the same size): Inter Bold, in user units of their SVG files.
 */
export const WORDMARK_TYPE = { fontSize: 20, lineHeight: 22, fontWeight: 700 } as const;
