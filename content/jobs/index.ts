import type { Job } from '@/lib/content/jobs-browser';
import { contentReader } from '@/lib/server/content/reader';

/**
 * Every open role as editors save them (content/jobs/<slug>.yaml), read with Keystatic's reader at
 * each call, so preview shows the latest saved text (decision 0168). lib/content/jobs.ts checks them.
 */
export async function readJobs(root = process.cwd()): Promise<Job[]> {
  const entries = await contentReader(root).collections.jobs.all();
  return entries.map(({ slug, entry }) => ({ ...entry, slug, postedOn: entry.postedOn ?? '' }));
}
