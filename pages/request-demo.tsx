import type { GetStaticProps } from 'next';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { useOpenModalOnArrival } from '@/components/modal-context';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () =>
  marketingPageProps('/request-demo');

/** Shows the home page and opens the demo modal over it instead of navigating (spec section 2). */
export default function RequestDemoPage({ page }: MarketingPageProps) {
  useOpenModalOnArrival('demo');
  return <MarketingPageView page={page} canonicalPath="/" />;
}
