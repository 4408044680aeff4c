import type { GetStaticPropsResult } from 'next';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { getMarketingPage } from './index';
import type { MarketingPage } from './schema';

export interface MarketingPageProps {
  page: MarketingPage;
}

/** getStaticProps result for a block-built page: its validated content plus the global page props. */
export function marketingPageProps(route: string): GetStaticPropsResult<MarketingPageProps> {
  return { props: withGlobalPageProps({ page: getMarketingPage(route) }) };
}
