import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { pageFamily, type MarketingPageProps } from '@/content/pages/static-props';

// The pages editors keep under Pages: Teams; any other slug answers 404.
const family = pageFamily('/teams/');

export const getStaticPaths = family.getStaticPaths;
export const getStaticProps = family.getStaticProps;

export default function TeamPage({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
