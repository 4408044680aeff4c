import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { LEGAL_DOCUMENTS } from '../legal/catalog';
import { industryPages, teamPages } from './audiences';
import {
  aboutPage,
  downloadPage,
  jobsPage,
  legalIndexPage,
  pressPage,
  productTourPage,
  securityPage,
  supportReportPage,
} from './company';
import { homePage } from './home';
import { productOverviewPage, productPages } from './product';
import { assertValidPage, type MarketingPage } from './schema';
import { solutionPages } from './solutions';
import { specialPages } from './special';

/**
 * /request-demo and /signup show the home page and open a modal over it (spec section 2), so they
 * carry the home page's blocks under their own title and description.
 */
export const requestDemoPage: MarketingPage = {
  ...homePage,
  route: '/request-demo',
  seo: {
    title: `Request a demo of ${PRODUCT_NAME}`,
    description: `Book a personalised ${PRODUCT_NAME} demo: see the shared inbox, ticketing, live chat, AI and analytics with your own use case, and get answers from a product expert.`,
  },
};

export const signupPage: MarketingPage = {
  ...homePage,
  route: '/signup',
  seo: {
    title: `Start your free ${PRODUCT_NAME} trial`,
    description: `Sign up for a ${TRIAL_LENGTH_DAYS}-day free trial of ${PRODUCT_NAME}, no credit card required. Connect your inboxes, invite your team and answer customers today.`,
  },
};

/** Every block-built marketing page this module owns, keyed by route. */
export const marketingPages: readonly MarketingPage[] = [
  homePage,
  requestDemoPage,
  signupPage,
  productOverviewPage,
  ...productPages,
  ...solutionPages,
  ...industryPages,
  ...teamPages,
  securityPage,
  downloadPage,
  supportReportPage,
  aboutPage,
  jobsPage,
  pressPage,
  productTourPage,
  legalIndexPage,
  ...specialPages,
];

const byRoute = new Map(marketingPages.map((page) => [page.route, page]));

/** The page for a route, validated against its schema; throws (failing the build) if invalid. */
export function getMarketingPage(route: string): MarketingPage {
  const page = byRoute.get(route);
  if (!page) throw new Error(`No marketing page content for ${route}`);
  return assertValidPage(page);
}

/** Routes of the legal documents rendered by pages/legal/[document].tsx. */
export const legalDocumentRoutes: string[] = LEGAL_DOCUMENTS.map((doc) => `/legal/${doc.slug}`);

/** Every route this module renders, for the site's single route list (lib/content/routes.ts). */
export const marketingPageRoutes: string[] = [
  ...marketingPages.map((page) => page.route),
  ...legalDocumentRoutes,
];

/** Routes under a prefix, e.g. '/product/' -> the ten product pages (for getStaticPaths). */
export function routesUnder(prefix: string): string[] {
  return marketingPages
    .map((page) => page.route)
    .filter((route) => route.startsWith(prefix) && route.length > prefix.length);
}
