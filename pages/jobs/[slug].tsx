import type { GetStaticPaths, GetStaticProps } from 'next';
import { JobPostingView } from '@/components/blocks/job-posting-view';
import { getJob, getJobs, type Job } from '@/lib/content/jobs';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

type Params = { slug: string };

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await getJobs()).map((job) => ({ params: { slug: job.slug } })),
  // A role an editor adds after the build is generated on its first request (decision 0168).
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<{ job: Job }, Params> = async ({
  params,
  previewData,
}) => {
  const job = params
    ? await getJob(params.slug, { includeDrafts: isPreviewSession(previewData) })
    : undefined;
  if (!job) return { notFound: true };
  return { props: await withGlobalPageProps({ job }) };
};

export default function JobPage({ job }: { job: Job }) {
  return <JobPostingView job={job} />;
}
