import type { GetStaticPaths, GetStaticProps } from 'next';
import { JobPostingView } from '@/components/blocks/job-posting-view';
import { jobs, jobSchema, type Job } from '@/content/jobs';
import { withGlobalPageProps } from '@/lib/content/page-props';

type Params = { slug: string };

export const getStaticPaths: GetStaticPaths<Params> = () => ({
  paths: jobs.map((job) => ({ params: { slug: job.slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<{ job: Job }, Params> = async ({ params }) => {
  const job = jobs.find((entry) => entry.slug === params?.slug);
  if (!job) return { notFound: true };
  // An invalid posting fails the build rather than publishing half a job ad.
  jobSchema.validateSync(job);
  return { props: await withGlobalPageProps({ job }) };
};

export default function JobPage({ job }: { job: Job }) {
  return <JobPostingView job={job} />;
}
