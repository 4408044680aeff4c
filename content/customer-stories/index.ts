import Markdoc from '@markdoc/markdoc';
import type { CustomerStory } from '@/lib/content/customer-stories-browser';
import { contentReader } from '@/lib/server/content/reader';

/**
 * Every customer story, drafts included, as editors save them (content/customer-stories/<slug>.mdoc),
 * read with Keystatic's reader at each call, so preview shows the latest saved text (decision 0166).
 * lib/content/customer-stories.ts checks, filters and sorts.
 */
export async function readCustomerStories(root = process.cwd()): Promise<CustomerStory[]> {
  const entries = await contentReader(root).collections.customerStories.all();
  return Promise.all(
    entries.map(async ({ slug, entry }) => ({
      ...entry,
      slug,
      date: entry.date ?? '',
      logo: entry.logo ?? '',
      // The body as Markdown text: Markdoc writes back what it read (the renderer is unchanged).
      body: Markdoc.format((await entry.body()).node).trim(),
    })),
  );
}
