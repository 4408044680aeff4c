import { JobPostingView } from '@/components/blocks/job-posting-view';
import { getJob, getJobs, type Job } from '@/lib/content/jobs';
import { entryPages } from '@/lib/server/content/entry-pages';

// A role an editor adds after the build is generated on its first request (decision 0168).
const roles = entryPages({
  entries: getJobs,
  props: async (slug, options) => {
    const job = await getJob(slug, options);
    return job && { job };
  },
});

export const getStaticPaths = roles.getStaticPaths;
export const getStaticProps = roles.getStaticProps;

export default function JobPage({ job }: { job: Job }) {
  return <JobPostingView job={job} />;
}
