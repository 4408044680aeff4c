import type { Integration } from '@/lib/content/integrations-browser';
import { contentReader } from '@/lib/server/content/reader';

/**
 * Every integration as editors save them (content/integrations/<slug>.yaml), read with Keystatic's
 * reader at each call, so preview shows the latest saved text (decision 0168). An empty mark or
 * wordmark field means the integration has none. lib/content/integrations.ts checks and sorts.
 */
export async function readIntegrations(root = process.cwd()): Promise<Integration[]> {
  const entries = await contentReader(root).collections.integrations.all();
  return entries.map(({ slug, entry: { simpleIcon, wordmark, ...fields } }) => ({
    ...fields,
    slug,
    // Absent rather than undefined: the pages pass an integration as JSON props.
    ...(simpleIcon ? { simpleIcon } : {}),
    ...(wordmark.colour || wordmark.lines.length > 0 ? { wordmark } : {}),
  }));
}
