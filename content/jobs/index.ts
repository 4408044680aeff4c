import { withoutBrokenDrafts } from '@/lib/content/drafts';
import { jobProblems } from '@/lib/content/jobs';
import type { Job } from '@/lib/content/jobs-browser';
import { contentReader } from '@/lib/server/content/reader';

/**
 * Every open role as editors save them (content/jobs/<slug>.yaml), read with Keystatic's reader at
 * each call, so preview shows the latest saved text (decision 0168). lib/content/jobs.ts checks them.
 * A draft that breaks one of its rules is left out here and the log says why (decision 0246): the
 * careers page and every role's page read all roles in preview, and one draft must not stop them.
 */
export async function readJobs(root = process.cwd()): Promise<Job[]> {
  const entries = await contentReader(root).collections.jobs.all();
  return withoutBrokenDrafts(
    entries.map(({ slug, entry }) => ({ ...entry, slug, postedOn: entry.postedOn ?? '' })),
    jobProblems,
  );
}
