import { readJobs } from '@/content/jobs';
import { siteToday } from '@/lib/clock';
import { visibleEntries, withoutBrokenDrafts, type DraftOptions } from './drafts';
import type { Job, JobSummary } from './jobs-browser';

/** Server-side loaders (getStaticProps, block props); components import jobs-browser.ts. */
export { jobPath, jobsByTeam, type Job, type JobSummary } from './jobs-browser';

/** The job rules the editor cannot hold (decision 0168): a posting date, not in the future. */
export function jobProblems(job: Job): string[] {
  const at = `content/jobs/${job.slug}.yaml`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(job.postedOn)) return [`${at}: the posting date is missing`];
  // A draft may be dated for the day it goes out, and shows in preview meanwhile (decision 0246).
  if (!job.draft && job.postedOn > siteToday())
    return [`${at}: the posting date ${job.postedOn} is in the future`];
  return [];
}

/**
 * Every published role (drafts too in preview, decision 0196); an invalid posting fails the build
 * rather than publishing half a job ad.
 */
export async function getJobs(options: DraftOptions = {}): Promise<Job[]> {
  // In preview, a draft that breaks a rule is left out, with a log line (decision 0246).
  const jobs = withoutBrokenDrafts(visibleEntries(await readJobs(), options), jobProblems);
  const problems = jobs.flatMap(jobProblems);
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return jobs;
}

export async function getJob(slug: string, options: DraftOptions = {}): Promise<Job | undefined> {
  return (await getJobs(options)).find((job) => job.slug === slug);
}

export function summarizeJob({
  slug,
  title,
  team,
  location,
  employmentType,
  postedOn,
}: Job): JobSummary {
  return { slug, title, team, location, employmentType, postedOn };
}
