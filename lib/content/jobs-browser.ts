import type { Entry } from '@keystatic/core/reader';
import { JOB_TEAMS } from '@/constants/jobs';
import type keystaticConfig from '@/keystatic.config';

/**
 * The part of the jobs layer that components may import: it reads no content (the loaders in
 * jobs.ts read the editor's files on the server and pass the roles as props, decision 0168).
 */
export const JOBS_PATH = '/jobs';
export const jobPath = (slug: string) => `${JOBS_PATH}/${slug}`;

type JobEntry = Entry<(typeof keystaticConfig)['collections']['jobs']>;

/**
 * An open role as the editor saved it (keystatic.config.ts), with its slug. `place.discriminant`
 * is true for a remote role (its value names the countries), false for an office (city, country).
 */
export type Job = Omit<JobEntry, 'postedOn'> & { slug: string; postedOn: string };

/** What the careers page's list shows of a role (the rest stays on the server). */
export type JobSummary = Pick<
  Job,
  'slug' | 'title' | 'team' | 'location' | 'employmentType' | 'postedOn'
>;

/** Jobs grouped by team in the order of JOB_TEAMS, newest posting first within a team. */
export function jobsByTeam<T extends Pick<Job, 'team' | 'postedOn'>>(
  list: readonly T[],
): { team: T['team']; jobs: T[] }[] {
  return JOB_TEAMS.map((team) => ({
    team,
    jobs: list
      .filter((job) => job.team === team)
      .sort((a, b) => b.postedOn.localeCompare(a.postedOn)),
  })).filter((group) => group.jobs.length > 0);
}
