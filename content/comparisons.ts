import type { Comparison } from '@/lib/content/compare-browser';
import { contentReader } from '@/lib/server/content/reader';

/**
 * The compare pages as editors save them (content/compare/<slug>.yaml), read with Keystatic's
 * reader at each call (decision 0187). lib/content/compare.ts checks them. Every claim about
 * another product summarises a page on the competitor's own site, with its address, a note of what
 * it said and the day an editor read it (decision 0021).
 */
export async function readComparisons(root = process.cwd()): Promise<Comparison[]> {
  const entries = await contentReader(root).collections.comparisons.all();
  return entries.map(({ slug, entry }) => ({
    ...entry,
    slug,
    claims: entry.claims.map((claim) => ({ ...claim, lastVerified: claim.lastVerified ?? '' })),
  }));
}
