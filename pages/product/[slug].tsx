import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { pageFamily, type MarketingPageProps } from '@/content/pages/static-props';

// The pages editors keep under Pages: Product features; any other slug answers 404.
const family = pageFamily('/product/');

export const getStaticPaths = family.getStaticPaths;
export const getStaticProps = family.getStaticProps;

export default function ProductFeaturePage({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
