import type { GetStaticProps } from 'next';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () =>
  marketingPageProps('/product-tour');

export default function ProductTourPage({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
