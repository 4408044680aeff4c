import type { GetStaticPaths, GetStaticProps } from 'next';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { routesUnder } from '@/content/pages';
import { marketingPageProps, type MarketingPageProps } from '@/content/pages/static-props';

const SECTION = '/services';

type Params = { sub?: string[] };

/**
 * The 'services' path pattern with an optional subpath (spec section 2): services itself and the subpaths
 * defined in content/pages/special.ts. Unknown or deeper subpaths answer 404 (fallback: false).
 */
export const getStaticPaths: GetStaticPaths<Params> = () => ({
  paths: [
    { params: { sub: [] } },
    ...routesUnder(`${SECTION}/`).map((route) => ({
      params: { sub: [route.slice(SECTION.length + 1)] },
    })),
  ],
  fallback: false,
});

export const getStaticProps: GetStaticProps<MarketingPageProps, Params> = ({ params }) => {
  const sub = params?.sub ?? [];
  return marketingPageProps(sub.length === 0 ? SECTION : `${SECTION}/${sub.join('/')}`);
};

export default function ServicesPage({ page }: MarketingPageProps) {
  return <MarketingPageView page={page} />;
}
