import type { LegalDocument } from '@/lib/content/legal-browser';
import { markdocToMarkdown } from '@/lib/content/markdoc-markdown';
import { contentReader } from '@/lib/server/content/reader';

/**
 * Every legal document as editors save them (content/legal/documents/<slug>.mdoc), read with
 * Keystatic's reader at each call, so preview shows the latest saved text (decision 0193), in the
 * order of their `position`. Tokens such as {PRODUCT_NAME} are still in the text: lib/content/legal.ts
 * checks the documents and fills the tokens in.
 */
export async function readLegalDocuments(root = process.cwd()): Promise<LegalDocument[]> {
  const entries = await contentReader(root).collections.legalDocuments.all();
  const documents = await Promise.all(
    entries.map(async ({ slug, entry }) => ({
      ...entry,
      slug,
      effectiveDate: entry.effectiveDate ?? '',
      lastUpdated: entry.lastUpdated ?? '',
      body: markdocToMarkdown((await entry.body()).node),
    })),
  );
  return documents.sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
}
