import type { Integration } from '@/content/schema';

/**
 * The part of the integrations layer that components may import. It reads no content (the
 * loaders in integrations.ts import the whole content layer through its validation).
 */
export const INTEGRATIONS_PATH = '/integrations';
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
