import { integrations } from '@/content/integrations';
import { INTEGRATION_CATEGORIES, type Integration } from '@/content/schema';
import { assertContentValid } from './validate';

export const INTEGRATIONS_PATH = '/integrations';
export const integrationPath = (slug: string) => `${INTEGRATIONS_PATH}/${slug}`;

export type IntegrationSummary = Pick<
  Integration,
  'slug' | 'name' | 'category' | 'tagline' | 'builtBy'
> & { path: string; categoryName: string };

export function categoryName(slug: string): string {
  return INTEGRATION_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}

export function getIntegrations(): Integration[] {
  assertContentValid();
  return [...integrations].sort((a, b) => a.name.localeCompare(b.name));
}

export function getIntegration(slug: string): Integration | undefined {
  return getIntegrations().find((i) => i.slug === slug);
}

export function summarizeIntegration(integration: Integration): IntegrationSummary {
  return {
    slug: integration.slug,
    name: integration.name,
    category: integration.category,
    tagline: integration.tagline,
    builtBy: integration.builtBy,
    path: integrationPath(integration.slug),
    categoryName: categoryName(integration.category),
  };
}

/** Categories that hold at least one integration, with counts, in directory order. */
export function integrationCategories(list: readonly Pick<Integration, 'category'>[]) {
  return INTEGRATION_CATEGORIES.map((c) => ({
    slug: c.slug,
    name: c.name,
    count: list.filter((i) => i.category === c.slug).length,
  })).filter((c) => c.count > 0);
}

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
