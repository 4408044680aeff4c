import '@/lib/server/only-on-server';
import type { NextApiResponse } from 'next';
import { blogPagePath, categoryPath, postPath } from '@/lib/content/blog-browser';
import { blogPageCount, getPosts } from '@/lib/content/blog';
import type { BlogPost } from '@/content/blog';
import { comparePath } from '@/lib/content/compare-browser';
import { storyPath } from '@/lib/content/customer-stories-browser';
import { PRICING_PATH } from '@/lib/content/pricing-browser';
import { INTEGRATIONS_PATH, integrationPath } from '@/lib/content/integrations-browser';
import { JOBS_PATH, jobPath } from '@/lib/content/jobs-browser';
import { resourcePath, webinarPath } from '@/lib/content/resources-browser';
import { PATHS } from '@/constants/links';
import { legalDocumentPath } from '@/constants/legal';
import { getPublicRoutes, type SiteRoute } from '@/lib/content/routes';
import { getMarketingPages } from '@/content/pages';
import { PAGE_COLLECTIONS, PAGE_SINGLETONS } from '@/content/pages/keystatic';
import { FORM_PAGE_SINGLETONS } from '@/content/form-pages/keystatic';
import { HUB_SINGLETONS } from '@/content/hubs/keystatic';
import type { BlockType, MarketingPage } from '@/content/pages/schema';
import { escapeRegExp } from '@/lib/escape-regexp';

/**
 * Publishing in local mode (issue 15 item 3, decision 0164): after Keystatic's `update` has written
 * an editor's save (it answered 200), the static pages that show the saved files are generated
 * again at once (Next's on-demand revalidation), so the change is public within seconds and
 * without a rebuild. In GitHub mode a save is a commit and the deploy that follows publishes it.
 *
 * One row per kind of content file: which site paths show it.
 */
const pathsIn = (routes: readonly SiteRoute[], group: SiteRoute['group']) =>
  routes.filter((route) => route.group === group).map((route) => route.path);

/**
 * The block-built pages that place a list block. Any page may hold the lists of roles, press items
 * and legal documents (content/pages/keystatic.ts), not only /jobs, /press and /legal (decision
 * 0247); /request-demo and /signup carry the home page's blocks, so they come with it.
 */
const pagesPlacing = (pages: readonly MarketingPage[], type: BlockType) =>
  pages
    .filter((page) => page.blocks.some((block) => block.type === type))
    .map((page) => page.route);

interface PagesShowing {
  file: RegExp;
  paths: (
    match: RegExpExecArray,
    routes: readonly SiteRoute[],
    posts: readonly BlogPost[],
    pages: readonly MarketingPage[],
  ) => string[];
}

/**
 * The 404 and 500 pages show the header, footer and banner too, and the 404 is what a deleted or
 * draft page answers: they are static pages (getStaticProps) regenerated like any other.
 */
const ERROR_PAGES = ['/404', '/500'];

/**
 * Every public page and the error pages: what the shell's files show. The home page first, then
 * the error pages (two files that every unknown address shows), then the rest, which takes a
 * minute or two on a small machine.
 */
const everyPage = (routes: readonly SiteRoute[]) => {
  const paths = routes.map((route) => route.path);
  return [
    ...paths.filter((path) => path === '/'),
    ...ERROR_PAGES,
    ...paths.filter((path) => path !== '/'),
  ];
};

/** Compare pages, pricing, navigation and footer (decisions 0187-0188). */
const siteContentPages: PagesShowing[] = [
  // A compare page shows on its own page only (the footer's links are the navigation's).
  { file: /^content\/compare\/([a-z0-9-]+)\.yaml$/, paths: ([, slug]) => [comparePath(slug!)] },
  // Prices and plans show on /pricing and on each integration's page (the plans that include it).
  {
    file: /^content\/pricing\.yaml$/,
    paths: (_, routes) => [PRICING_PATH, ...pathsIn(routes, 'integrations')],
  },
  // The header and footer are on every page.
  { file: /^content\/navigation\.yaml$/, paths: (_, routes) => everyPage(routes) },
];

/**
 * Block-built pages (decision 0190): a page's file shows on its own route; the home page's also on
 * /request-demo and /signup, which carry its blocks (content/pages/index.ts).
 */
const blockBuiltPageRows: PagesShowing[] = [
  ...Object.values(PAGE_SINGLETONS).map(({ file, route }) => ({
    file: new RegExp(`^${escapeRegExp(file)}\\.yaml$`),
    paths: () =>
      route === PAGE_SINGLETONS.homePage.route ? [route, '/request-demo', '/signup'] : [route],
  })),
  ...Object.values(PAGE_COLLECTIONS).map(({ dir, prefix }) => ({
    file: new RegExp(`^${escapeRegExp(dir)}/([a-z0-9-]+)\\.yaml$`),
    paths: ([, slug]: RegExpExecArray) => [`${prefix}${slug!}`],
  })),
];

/**
 * The words of the form pages and the hubs (decisions 0252, 0254: header, search-result texts,
 * closing band, section headings): each file shows on its own page only. The blog's title and
 * introduction show on /blog and its older list pages (the feed and /api/config/app read the file
 * at each request).
 */
const pageCopyRows: PagesShowing[] = [
  ...[...Object.values(FORM_PAGE_SINGLETONS), ...Object.values(HUB_SINGLETONS)].map(
    ({ file, route }) => ({
      file: new RegExp(`^${escapeRegExp(file)}\\.yaml$`),
      paths: () => [route],
    }),
  ),
  {
    file: /^content\/blog\/settings\.yaml$/,
    paths: (_match, _routes, posts) =>
      Array.from({ length: blogPageCount(posts.length) }, (_, index) => blogPagePath(index + 1)),
  },
];

const PAGES_SHOWING: PagesShowing[] = [
  // A post shows on its page, in the blog's lists and categories, and beside other posts (related).
  // The list page after the last is regenerated too: a removed or unpublished post that takes a
  // page away leaves it answering 404, not showing the old list.
  {
    file: /^content\/blog\/posts\/([a-z0-9-]+)\.mdoc$/,
    paths: ([, slug], routes, posts) => [
      postPath(slug!),
      ...pathsIn(routes, 'blog'),
      blogPagePath(blogPageCount(posts.length) + 1),
    ],
  },
  // An author shows on each of their posts (byline, bio), and on every post card: their posts
  // first, then the blog's lists, categories and the other posts (decision 0195).
  {
    file: /^content\/blog\/authors\/([a-z0-9-]+)\.yaml$/,
    paths: ([, slug], routes, posts) => [
      ...posts.filter((post) => post.author === slug).map((post) => postPath(post.slug)),
      ...pathsIn(routes, 'blog'),
    ],
  },
  // A category shows on its page, in the blog navigation and on every post card.
  {
    file: /^content\/blog\/categories\/([a-z0-9-]+)\.yaml$/,
    paths: ([, slug], routes) => [categoryPath(slug!), ...pathsIn(routes, 'blog')],
  },
  // A story shows on its page, in the stories list and beside the other stories.
  {
    file: /^content\/customer-stories\/([a-z0-9-]+)\.mdoc$/,
    paths: ([, slug], routes) => [storyPath(slug!), ...pathsIn(routes, 'customers')],
  },
  // Press items are listed on the press page and on any other page that places their list.
  {
    file: /^content\/press\/[a-z0-9-]+\.yaml$/,
    paths: (_, _routes, _posts, pages) => ['/press', ...pagesPlacing(pages, 'pressList')],
  },
  // The banner shows above every page.
  { file: /^content\/site\/announcement\.yaml$/, paths: (_, routes) => everyPage(routes) },
  // Logos and quotes are blocks that any block-built page may place (not the error pages).
  {
    file: /^content\/(customer-logos|testimonials)\.yaml$/,
    paths: (_, routes) => routes.map((r) => r.path),
  },
  ...siteContentPages,
  ...blockBuiltPageRows,
  ...pageCopyRows,
  // --- Integrations, jobs, resources and webinars, legal documents (decision 0168) ---
  // An integration shows on its page and in the directory.
  {
    file: /^content\/integrations\/([a-z0-9-]+)\.yaml$/,
    paths: ([, slug]) => [integrationPath(slug!), INTEGRATIONS_PATH],
  },
  // A role shows on its page, in the careers page's list of open roles and wherever else that list
  // is placed.
  {
    file: /^content\/jobs\/([a-z0-9-]+)\.yaml$/,
    paths: ([, slug], _routes, _posts, pages) => [
      jobPath(slug!),
      JOBS_PATH,
      ...pagesPlacing(pages, 'jobList'),
    ],
  },
  // A guide or a webinar shows on its page and on the resource hub.
  {
    file: /^content\/resources\/guides\/([a-z0-9-]+)\.yaml$/,
    paths: ([, slug]) => [resourcePath(slug!), PATHS.resources],
  },
  {
    file: /^content\/resources\/webinars\/([a-z0-9-]+)\.yaml$/,
    paths: ([, slug]) => [webinarPath(slug!), PATHS.resources],
  },
  // A legal document shows on its page, on /legal, in every other document's side navigation
  // (decision 0193), and on any other page that places the list of documents.
  {
    file: /^content\/legal\/documents\/([a-z0-9-]+)\.mdoc$/,
    paths: ([, slug], routes, _posts, pages) => [
      legalDocumentPath(slug!),
      ...pathsIn(routes, 'legal'),
      ...pagesPlacing(pages, 'legalIndex'),
    ],
  },
];

/** The site paths that show these saved files (content paths relative to the checkout). */
export async function pathsShowing(files: readonly string[]): Promise<string[]> {
  const [routes, posts, pages] = await Promise.all([
    getPublicRoutes(),
    getPosts(),
    getMarketingPages(),
  ]);
  const paths = files.flatMap((file) =>
    PAGES_SHOWING.flatMap(({ file: pattern, paths: showing }) => {
      const match = pattern.exec(file);
      return match ? showing(match, routes, posts, pages) : [];
    }),
  );
  return [...new Set(paths)];
}

/** The files of a Keystatic `update` body (written and removed); nothing for any other body. */
export function filesOfSave(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  return [additions, deletions]
    .flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []))
    .map((change) => (change as { path?: unknown } | null)?.path)
    .filter((file): file is string => typeof file === 'string');
}

/**
 * What the save route runs once Keystatic has accepted a save (it answered 200): the pages that
 * show the saved files are regenerated. The save stands whatever happens here, so a failure to work
 * out those pages (content that cannot be read) is logged, never thrown: thrown after the answer,
 * it would be an unhandled rejection that reaches no one (decision 0246). The log names the saved
 * files and the content problem; a save carries no visitor's data.
 */
export async function publishSave(
  res: Pick<NextApiResponse, 'revalidate'>,
  body: unknown,
): Promise<void> {
  const files = filesOfSave(body);
  try {
    await publishSavedFiles(res, files);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[publish] nothing was regenerated for ${files.join(', ')}: ${reason}`);
  }
}

/** Pages regenerated side by side: enough to finish fast, few enough for a small server. */
const AT_ONCE = 2;

/**
 * Regenerates the pages that show the saved files, in order (the page of the saved entry first).
 * A page that fails is named in the log and the others still go; the save itself stands.
 */
export async function publishSavedFiles(
  res: Pick<NextApiResponse, 'revalidate'>,
  files: readonly string[],
): Promise<{ revalidated: string[]; failed: string[] }> {
  const queue = await pathsShowing(files);
  const revalidated: string[] = [];
  const failed: string[] = [];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await res.revalidate(path);
        revalidated.push(path);
      } catch (error) {
        failed.push(path);
        console.warn(`[publish] ${path} was not regenerated: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { revalidated, failed };
}
