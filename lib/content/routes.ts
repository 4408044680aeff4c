import { PRODUCT_NAME } from '@/constants/brand';
import { BLOG_PATH, BLOG_SEARCH_PATH } from '@/constants/content';
import { getMarketingPageRoutes, getMarketingPages } from '@/content/pages';
import { readFormPage } from '@/content/form-pages';
import { FORM_PAGE_SINGLETONS, type FormPageKey } from '@/content/form-pages/keystatic';
import { legalDocumentPath } from '@/constants/legal';
import { navigationLinks, readNavigation } from '@/content/site-navigation';
import { PATHS } from '@/constants/links';
import {
  blogPagePath,
  categoryPath,
  getBlogPageCount,
  getCategories,
  getPosts,
  postPath,
} from './blog';
import { comparePath, getComparisons } from './compare';
import { CUSTOMER_STORIES_PATH, getStories, storyPath } from './customer-stories';
import { getIntegrations, INTEGRATIONS_PATH, integrationPath } from './integrations';
import { getJobs, jobPath } from './jobs';
import { getLegalDocuments } from './legal';
import { getResources, getWebinars, resourcePath, webinarPath } from './resources';
import { PRICING_PATH } from './pricing';

/**
 * THE list of public routes (spec section 2): the sitemap, llms.txt and the route test
 * (tests/e2e/routes.spec.ts: every route answers 200 with its own <h1> and <title>) all read it.
 * Content-driven routes come from content; the others are listed here once.
 */
export type RouteGroup =
  | 'home'
  | 'product'
  | 'solutions'
  | 'blog'
  | 'customers'
  | 'integrations'
  | 'pricing'
  | 'compare'
  | 'company'
  | 'resources'
  | 'partners'
  | 'legal';

export interface SiteRoute {
  path: string;
  group: RouteGroup;
  /** False for paths that open a modal over the home page (their canonical URL is '/'). */
  inSitemap: boolean;
  /** Date of the last change when the content knows it (YYYY-MM-DD). */
  lastModified?: string;
}

const page = (path: string, group: RouteGroup): SiteRoute => ({ path, group, inSitemap: true });

/** Routes rendered from marketing content, forms or the shell (spec section 2). */
export const STATIC_ROUTES: readonly SiteRoute[] = [
  page('/', 'home'),
  page(PRICING_PATH, 'pricing'),
  page(BLOG_PATH, 'blog'),
  page(BLOG_SEARCH_PATH, 'blog'),
  page(INTEGRATIONS_PATH, 'integrations'),
  page(PATHS.resources, 'resources'),
  page('/security', 'company'),
  page(CUSTOMER_STORIES_PATH, 'customers'),
  page('/download', 'resources'),
  page('/support-report', 'resources'),
  page('/about', 'company'),
  page('/jobs', 'company'),
  page('/press', 'company'),
  page('/customer-referral', 'partners'),
  // Referral and advocacy forms beyond spec section 2's list (the forms engineer's pages).
  page('/startups', 'partners'),
  page('/customer-advocacy', 'partners'),
  { path: '/request-demo', group: 'home', inSitemap: false },
  { path: '/signup', group: 'home', inSitemap: false },
  page(PATHS.productTour, 'product'),
  page('/product', 'product'),
  page('/customer-service', 'solutions'),
  page('/email-management', 'solutions'),
  page('/client-communication', 'solutions'),
  // The product, industry and team pages and the legal documents are entries an editor may add
  // or delete: they come from content (getMarketingPageRoutes), never from a list here (0247).
  page('/partners/channel', 'partners'),
  page('/partners/integration', 'partners'),
  page('/legal', 'legal'),
];

const GROUP_PREFIXES: [string, RouteGroup][] = [
  ['/product', 'product'],
  ['/industries/', 'solutions'],
  ['/teams/', 'solutions'],
  ['/legal', 'legal'],
  ['/partners/', 'partners'],
  ['/blog', 'blog'],
];

function groupOf(path: string): RouteGroup {
  return GROUP_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'solutions';
}

/**
 * Every public route, static ones first, then content-driven ones; no duplicates. Async: posts are
 * read from the editor's files (browser journeys get the list from tests/e2e/global-setup.ts).
 */
export async function getPublicRoutes(): Promise<SiteRoute[]> {
  const [posts, blogPageCount, categories] = await Promise.all([
    getPosts(),
    getBlogPageCount(),
    getCategories(),
  ]);
  const routes: SiteRoute[] = [...STATIC_ROUTES];
  // The marketing pages (content/pages) and legal documents, e.g. /crm/... and /legal/cookie-policy.
  for (const path of await getMarketingPageRoutes()) routes.push(page(path, groupOf(path)));

  for (const resource of await getResources()) {
    routes.push(page(resourcePath(resource.slug), 'resources'));
  }
  for (const webinar of await getWebinars())
    routes.push(page(webinarPath(webinar.slug), 'resources'));
  for (let n = 2; n <= blogPageCount; n += 1) routes.push(page(blogPagePath(n), 'blog'));
  for (const category of categories) routes.push(page(categoryPath(category.slug), 'blog'));
  for (const post of posts) {
    routes.push({ ...page(postPath(post.slug), 'blog'), lastModified: post.updated ?? post.date });
  }
  for (const story of await getStories()) {
    routes.push({ ...page(storyPath(story.slug), 'customers'), lastModified: story.date });
  }
  for (const integration of await getIntegrations()) {
    routes.push(page(integrationPath(integration.slug), 'integrations'));
  }
  for (const job of await getJobs()) routes.push(page(jobPath(job.slug), 'company'));
  for (const comparison of await getComparisons()) {
    const verified = comparison.claims.map((c) => c.lastVerified).sort();
    routes.push({
      ...page(comparePath(comparison.slug), 'compare'),
      lastModified: verified.at(-1),
    });
  }

  const seen = new Set<string>();
  return routes.filter((route) => (seen.has(route.path) ? false : (seen.add(route.path), true)));
}

export async function getSitemapRoutes(): Promise<SiteRoute[]> {
  return (await getPublicRoutes()).filter((route) => route.inSitemap);
}

/** Human titles of routes (navigation labels, then content titles), for llms.txt. */
export async function getRouteTitles(): Promise<Record<string, string>> {
  const [posts, blogPageCount, categories] = await Promise.all([
    getPosts(),
    getBlogPageCount(),
    getCategories(),
  ]);
  const titles: Record<string, string> = {};
  // The navigation's labels first; the compare column's are the pages' own titles (below).
  for (const link of navigationLinks(await readNavigation())) {
    if (link.href.startsWith('/') && !titles[link.href]) titles[link.href] = link.title;
  }

  for (const marketingPage of await getMarketingPages())
    titles[marketingPage.route] = marketingPage.seo.title;
  // The same loaders as the pages: getJobs leaves drafts out, as the route list does.
  for (const key of Object.keys(FORM_PAGE_SINGLETONS) as FormPageKey[]) {
    const copy = await readFormPage(key);
    titles[copy.path] = copy.seoTitle;
  }
  for (const document of await getLegalDocuments())
    titles[legalDocumentPath(document.slug)] = document.title;
  for (const job of await getJobs()) titles[jobPath(job.slug)] = `Careers: ${job.title}`;
  titles['/'] ??= `${PRODUCT_NAME}: customer service software for teams`;
  titles[BLOG_SEARCH_PATH] = 'Search the blog';
  for (const category of categories) titles[categoryPath(category.slug)] = `Blog: ${category.name}`;
  for (let n = 2; n <= blogPageCount; n += 1) titles[blogPagePath(n)] = `Blog, page ${n}`;
  for (const post of posts) titles[postPath(post.slug)] = post.title;
  for (const r of await getResources()) titles[resourcePath(r.slug)] = r.title;
  for (const w of await getWebinars()) titles[webinarPath(w.slug)] = `Webinar: ${w.title}`;
  for (const story of await getStories())
    titles[storyPath(story.slug)] = `Customer story: ${story.company}`;
  for (const integration of await getIntegrations()) {
    titles[integrationPath(integration.slug)] = `${integration.name} integration`;
  }
  for (const comparison of await getComparisons())
    titles[comparePath(comparison.slug)] = comparison.title;
  return titles;
}
