import { integrations } from '@/content/integrations';
import { INTEGRATION_CATEGORIES, type Integration } from '@/content/schema';
import { integrationPath, type IntegrationSummary } from './integrations-browser';
import { assertContentValid } from './validate';

/** Server-side loaders (getStaticProps, routes); components import integrations-browser.ts. */
export {
  INTEGRATIONS_PATH,
  integrationPath,
  type IntegrationSummary,
} from './integrations-browser';

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
