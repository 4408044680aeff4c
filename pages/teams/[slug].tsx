import type { GetStaticPaths, GetStaticProps } from 'next';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { routesUnder } from '@/content/pages';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

const PREFIX = '/teams/';

// Only the pages defined in content exist; any other slug answers 404.
export const getStaticPaths: GetStaticPaths<{ slug: string }> = async () => ({
  paths: (await routesUnder(PREFIX)).map((route) => ({
    params: { slug: route.slice(PREFIX.length) },
  })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<MarketingPageProps, { slug: string }> = ({ params }) =>
  marketingPageProps(`${PREFIX}${params?.slug ?? ''}`);

export default function TeamPage({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
