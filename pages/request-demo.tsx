import type { GetStaticProps } from 'next';
import { useEffect } from 'react';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { useModal } from '@/components/modal-context';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

export const getStaticProps: GetStaticProps<MarketingPageProps> = () =>
  marketingPageProps('/request-demo');

/** Shows the home page and opens the demo modal over it instead of navigating (spec section 2). */
export default function RequestDemoPage({ page }: MarketingPageProps) {
  const { openModal } = useModal();
  useEffect(() => {
    openModal('demo');
  }, [openModal]);
  return <MarketingPageView page={page} canonicalPath="/" />;
}
