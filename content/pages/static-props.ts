import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next';
import type { DraftOptions } from '@/lib/content/drafts';
import { getJobs, summarizeJob } from '@/lib/content/jobs';
import { getLegalDocuments, summarizeLegalDocument } from '@/lib/content/legal';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { getCustomerLogos, getPressItems, getTestimonials } from '@/lib/content/social-proof';
import { getMarketingPage, getMarketingPages, routesUnder } from './index';
import type { Block, MarketingPage } from './schema';

export interface MarketingPageProps {
  page: MarketingPage;
}

/**
 * The blocks that show editor-managed lists get them here, on the server: their components import
 * no content, so no list ships in a page's JavaScript (decision 0166).
 */
async function withBlockContent(block: Block, options: DraftOptions): Promise<Block> {
  switch (block.type) {
    case 'logoFarm':
      return { ...block, customers: await getCustomerLogos() };
    case 'testimonials':
      return { ...block, quotes: await getTestimonials(block.industry) };
    case 'pressList':
      return { ...block, items: await getPressItems() };
    case 'jobList':
      return { ...block, jobs: (await getJobs(options)).map(summarizeJob) };
    case 'legalIndex':
      return { ...block, documents: (await getLegalDocuments()).map(summarizeLegalDocument) };
    default:
      return block;
  }
}

/** getStaticProps result for a block-built page: its validated content plus the global page props. */
export async function marketingPageProps(
  route: string,
  options: DraftOptions = {},
): Promise<GetStaticPropsResult<MarketingPageProps>> {
  const page = await getMarketingPage(route);
  const blocks = await Promise.all(page.blocks.map((block) => withBlockContent(block, options)));
  return { props: await withGlobalPageProps({ page: { ...page, blocks } }) };
}

/**
 * A page of a family editors add to (/product/<slug>, decision 0190): its paths are the entries
 * at build time, and one saved later is generated on its first request (fallback 'blocking'),
 * so a new page is public without a rebuild. A slug without an entry answers 404.
 */
export function pageFamily(prefix: string): {
  getStaticPaths: GetStaticPaths<{ slug: string }>;
  getStaticProps: GetStaticProps<MarketingPageProps, { slug: string }>;
} {
  return {
    getStaticPaths: async () => ({
      paths: (await routesUnder(prefix)).map((route) => ({
        params: { slug: route.slice(prefix.length) },
      })),
      fallback: 'blocking',
    }),
    getStaticProps: async ({ params }) => {
      const route = `${prefix}${params?.slug ?? ''}`;
      const pages = await getMarketingPages();
      if (!pages.some((page) => page.route === route)) return { notFound: true };
      return marketingPageProps(route);
    },
  };
}

type SubpathParams = { sub?: string[] };

/**
 * A section with an optional subpath (spec section 2: crm, services, use-case): the section's own
 * page and its family's (content/pages/keystatic.ts), generated like pageFamily's, so a subpage an
 * editor adds is public on its first request. An unknown or deeper subpath answers 404.
 */
export function sectionWithSubpaths(section: string): {
  getStaticPaths: GetStaticPaths<SubpathParams>;
  getStaticProps: GetStaticProps<MarketingPageProps, SubpathParams>;
} {
  const family = pageFamily(`${section}/`);
  return {
    getStaticPaths: async () => {
      const { paths } = await family.getStaticPaths({});
      return {
        paths: [
          { params: { sub: [] } },
          ...paths.map((path) =>
            typeof path === 'string' ? path : { params: { sub: [path.params.slug] } },
          ),
        ],
        fallback: 'blocking',
      };
    },
    getStaticProps: async (context) => {
      const [slug, ...deeper] = context.params?.sub ?? [];
      if (slug === undefined) return marketingPageProps(section);
      if (deeper.length > 0) return { notFound: true };
      return family.getStaticProps({ ...context, params: { slug } });
    },
  };
}
