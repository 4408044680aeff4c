import type { GetStaticProps } from 'next';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () => marketingPageProps('/jobs');

export default function JobsPage({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
