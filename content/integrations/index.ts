import { withoutBrokenDrafts } from '@/lib/content/drafts';
import { integrationProblems } from '@/lib/content/integrations';
import type { Integration } from '@/lib/content/integrations-browser';
import { getPricing } from '@/lib/content/pricing';
import { contentReader } from '@/lib/server/content/reader';

/**
 * Every integration as editors save them (content/integrations/<slug>.yaml), read with Keystatic's
 * reader at each call, so preview shows the latest saved text (decision 0168). An empty mark or
 * wordmark field means the integration has none. lib/content/integrations.ts checks and sorts.
 * A draft that breaks one of its rules (no logo yet, a plan the pricing page no longer has) is left
 * out here and the log says why (decision 0246), so the directory and every integration's page
 * still open in preview.
 */
export async function readIntegrations(root = process.cwd()): Promise<Integration[]> {
  const entries = await contentReader(root).collections.integrations.all();
  const integrations = entries.map(({ slug, entry: { simpleIcon, wordmark, ...fields } }) => ({
    ...fields,
    slug,
    // Absent rather than undefined: the pages pass an integration as JSON props.
    ...(simpleIcon ? { simpleIcon } : {}),
    ...(wordmark.colour || wordmark.lines.length > 0 ? { wordmark } : {}),
  }));
  const planSlugs = (await getPricing()).plans.map((plan) => plan.slug);
  return withoutBrokenDrafts(integrations, (integration) =>
    integrationProblems(integration, planSlugs),
  );
}
