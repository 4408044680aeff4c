import type { GetStaticProps } from 'next';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';
import { isPreviewSession } from '@/lib/server/preview';

// Editors in preview mode see draft roles in the list too (decision 0196).
export const getStaticProps: GetStaticProps<MarketingPageProps> = ({ previewData }) =>
  marketingPageProps('/jobs', { includeDrafts: isPreviewSession(previewData) });

export default function JobsPage({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
