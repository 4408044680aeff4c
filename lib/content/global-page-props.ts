import { BLOG_PATH, BLOG_RECENT_POSTS, BLOG_RSS_PATH, BLOG_SEARCH_PATH } from '@/constants/content';
import { readBlogSettings } from '@/content/blog/settings';
import { readAnnouncement } from '@/content/announcement';
import { site } from '@/content/site';
import { readNavigation } from '@/content/site-navigation';
import { categoryPath, getCategories, getPosts, summarizePosts } from './blog';
import type { AppConfigResponse, GlobalPageProps } from './global-page-props-types';
import { latestTimestamp } from './last-updated';
import { SITE_ORIGIN } from './site-origin';

export type { GlobalPageProps, AppConfigResponse } from './global-page-props-types';

/**
 * Builds the global page context (spec section 3) from content. Server side: getStaticProps adds it
 * to a page's props as `globalPageProps`, and GET /api/config/app serves it. lastUpdated is the
 * later of the site settings' stamp and the newest post, so publishing a post refreshes browsers.
 * Posts, the announcement and the blog's own copy are read from the editor's files, hence async.
 */
export async function getGlobalPageProps(): Promise<GlobalPageProps> {
  const [posts, announcement, categories, navigation, blogSettings] = await Promise.all([
    getPosts(),
    readAnnouncement(),
    getCategories(),
    readNavigation(),
    readBlogSettings(),
  ]);
  const recentPosts = await summarizePosts(posts.slice(0, BLOG_RECENT_POSTS));
  const { legalLinks, ...primaryFooter } = navigation.footer;
  const announcementOn = announcement.enabled && site.featureFlags.announcementBanner !== false;
  return {
    announcement: announcementOn ? announcement : null,
    blog: {
      title: blogSettings.title,
      description: blogSettings.description,
      path: BLOG_PATH,
      searchPath: BLOG_SEARCH_PATH,
      rssPath: BLOG_RSS_PATH,
      recentPosts: recentPosts.map((summary) => ({
        title: summary.title,
        path: summary.path,
        date: summary.date,
        category: summary.category.name,
      })),
    },
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description,
      path: categoryPath(c.slug),
    })),
    featureFlags: { ...site.featureFlags },
    metadata: { ...site.metadata, siteUrl: SITE_ORIGIN },
    navigation: {
      blogNav: [
        { title: 'All posts', href: BLOG_PATH },
        ...categories.map((c) => ({ title: c.name, href: categoryPath(c.slug) })),
        { title: 'Search', href: BLOG_SEARCH_PATH },
      ],
      legalFooter: legalLinks,
      primaryFooter,
      primaryNav: { items: navigation.primaryNav, actions: navigation.actions },
    },
    lastUpdated: latestTimestamp([site.lastUpdated, ...posts.map((p) => p.updated ?? p.date)]),
    previousRoutePath: null,
  };
}

export async function getAppConfig(): Promise<AppConfigResponse> {
  const globalPageProps = await getGlobalPageProps();
  return { 'feature-flags': globalPageProps.featureFlags, 'global-page-props': globalPageProps };
}
