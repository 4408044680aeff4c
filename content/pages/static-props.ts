import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { getMarketingPage, routesUnder } from './index';
import type { MarketingPage } from './schema';

export interface MarketingPageProps {
  page: MarketingPage;
}

/** getStaticProps result for a block-built page: its validated content plus the global page props. */
export async function marketingPageProps(
  route: string,
): Promise<GetStaticPropsResult<MarketingPageProps>> {
  return { props: await withGlobalPageProps({ page: getMarketingPage(route) }) };
}

type SubpathParams = { sub?: string[] };

/**
 * The pages of a path pattern with an optional subpath (spec section 2: crm, services, use-case):
 * the section itself and the subpaths defined in content/pages/special.ts. Unknown or deeper
 * subpaths answer 404 (fallback: false).
 */
export function sectionWithSubpaths(section: string): {
  getStaticPaths: GetStaticPaths<SubpathParams>;
  getStaticProps: GetStaticProps<MarketingPageProps, SubpathParams>;
} {
  return {
    getStaticPaths: () => ({
      paths: [
        { params: { sub: [] } },
        ...routesUnder(`${section}/`).map((route) => ({
          params: { sub: [route.slice(section.length + 1)] },
        })),
      ],
      fallback: false,
    }),
    getStaticProps: ({ params }) => {
      const sub = params?.sub ?? [];
      return marketingPageProps(sub.length === 0 ? section : `${section}/${sub.join('/')}`);
    },
  };
}
