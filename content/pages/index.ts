import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { legalDocumentPath } from '@/constants/legal';
import { getLegalDocuments } from '@/lib/content/legal';
import { contentReader } from '@/lib/server/content/reader';
import { pageFromEntry } from './from-entry';
import { PAGE_COLLECTIONS, PAGE_SINGLETONS } from './keystatic';
import { assertValidPage, type MarketingPage } from './schema';

/**
 * /request-demo and /signup show the home page and open a modal over it (spec section 2), so they
 * carry the home page's blocks under their own title and description.
 */
const modalPagesOver = (home: MarketingPage): MarketingPage[] => [
  {
    ...home,
    route: '/request-demo',
    seo: {
      title: `Request a demo of ${PRODUCT_NAME}`,
      description: `Book a personalised ${PRODUCT_NAME} demo: see the shared inbox, ticketing, live chat, AI and analytics with your own use case, and get answers from a product expert.`,
    },
  },
  {
    ...home,
    route: '/signup',
    seo: {
      title: `Start your free ${PRODUCT_NAME} trial`,
      description: `Sign up for a ${TRIAL_LENGTH_DAYS}-day free trial of ${PRODUCT_NAME}, no credit card required. Connect your inboxes, invite your team and answer customers today.`,
    },
  },
];

type PageSingleton = keyof typeof PAGE_SINGLETONS;
type PageCollection = keyof typeof PAGE_COLLECTIONS;

/**
 * Every block-built page: editors keep them in Keystatic (content/pages/keystatic.ts, decisions
 * 0190 and 0197), read from the files at each call (preview and regenerated pages see the latest save). The reader refuses an
 * entry that breaks the editor's schema; a missing singleton file is an error naming it.
 */
export async function getMarketingPages(root?: string): Promise<MarketingPage[]> {
  const reader = contentReader(root);
  const singles = await Promise.all(
    (Object.keys(PAGE_SINGLETONS) as PageSingleton[]).map(async (key) => {
      const { route, file } = PAGE_SINGLETONS[key];
      const entry = await reader.singletons[key].read();
      if (!entry) throw new Error(`${file}.yaml is missing: the page ${route} has no content`);
      return pageFromEntry(route, entry);
    }),
  );
  const families = await Promise.all(
    (Object.keys(PAGE_COLLECTIONS) as PageCollection[]).map(async (key) => {
      const { prefix } = PAGE_COLLECTIONS[key];
      const entries = await reader.collections[key].all();
      return entries.map(({ slug, entry }) => pageFromEntry(`${prefix}${slug}`, entry));
    }),
  );
  // PAGE_SINGLETONS lists the home page first.
  const [home, ...others] = singles;
  return [home!, ...modalPagesOver(home!), ...others, ...families.flat()];
}

/** The page for a route, validated against its schema; throws (failing the build) if invalid. */
export async function getMarketingPage(route: string): Promise<MarketingPage> {
  const page = (await getMarketingPages()).find((candidate) => candidate.route === route);
  if (!page) throw new Error(`No marketing page content for ${route}`);
  return assertValidPage(page);
}

/**
 * Every route this module renders and the legal documents' (pages/legal/[document].tsx, read from
 * the editor's files), for the site's single route list (lib/content/routes.ts).
 */
export async function getMarketingPageRoutes(): Promise<string[]> {
  const [pages, legalDocuments] = await Promise.all([getMarketingPages(), getLegalDocuments()]);
  return [
    ...pages.map((page) => page.route),
    ...legalDocuments.map((doc) => legalDocumentPath(doc.slug)),
  ];
}

/** Routes under a prefix, e.g. '/product/' -> the ten product pages (for getStaticPaths). */
export async function routesUnder(prefix: string): Promise<string[]> {
  return (await getMarketingPages())
    .map((page) => page.route)
    .filter((route) => route.startsWith(prefix) && route.length > prefix.length);
}
