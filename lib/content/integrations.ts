import { INTEGRATION_CATEGORIES } from '@/constants/integrations';
import { readIntegrations } from '@/content/integrations';
import { integrationPath, type Integration, type IntegrationSummary } from './integrations-browser';
import { getPricing } from './pricing';
import { visibleEntries, withoutBrokenDrafts, type DraftOptions } from './drafts';

/** Server-side loaders (getStaticProps, routes); components import integrations-browser.ts. */
export {
  INTEGRATIONS_PATH,
  integrationPath,
  type Integration,
  type IntegrationSummary,
} from './integrations-browser';

export function categoryName(slug: string): string {
  return INTEGRATION_CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}

/**
 * The integration rules the editor cannot hold (decision 0168): exactly one of a simple-icons mark
 * and a drawn wordmark, and plans the pricing page has. (That the mark exists in simple-icons and
 * the wordmark's drawing in public/ is checked as the page draws it, lib/content/integration-logos.ts.)
 */
export function integrationProblems(
  integration: Integration,
  planSlugs: readonly string[],
): string[] {
  const at = `content/integrations/${integration.slug}.yaml`;
  const problems: string[] = [];
  if (Boolean(integration.simpleIcon) === Boolean(integration.wordmark)) {
    problems.push(`${at}: needs exactly one of a simple-icons mark and a drawn wordmark`);
  }
  if (integration.wordmark && (!integration.wordmark.colour || !integration.wordmark.lines[0])) {
    problems.push(`${at}: the drawn wordmark needs its colour and one or two lines`);
  }
  for (const plan of integration.plans) {
    if (!planSlugs.includes(plan)) problems.push(`${at}: unknown plan '${plan}'`);
  }
  return problems;
}

/**
 * Every published integration (drafts too in preview, decision 0196) by name; broken content fails
 * the build (and the page in local mode).
 */
export async function getIntegrations(options: DraftOptions = {}): Promise<Integration[]> {
  // Awaited so that this keeps working whether the pricing loader is synchronous or not.
  const planSlugs = (await Promise.resolve(getPricing())).plans.map((plan) => plan.slug);
  // In preview, a draft that breaks a rule (no logo yet, a plan the pricing page no longer has) is
  // left out, with a log line, so the directory and every other page still open (decision 0246).
  const integrations = withoutBrokenDrafts(
    visibleEntries(await readIntegrations(), options),
    (integration) => integrationProblems(integration, planSlugs),
  );
  const problems = integrations.flatMap((i) => integrationProblems(i, planSlugs));
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return integrations.sort((a, b) => a.name.localeCompare(b.name));
}

export async function getIntegration(
  slug: string,
  options: DraftOptions = {},
): Promise<Integration | undefined> {
  return (await getIntegrations(options)).find((i) => i.slug === slug);
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
