import type {
  FirstScreenMenuItem,
  FooterLinks,
  MenuItem,
  NavAction,
  NavLink,
} from '@/lib/content/navigation-browser';
import type { Announcement, SiteMetadata } from '@/content/schema';

/**
 * The global page context of spec section 3. Types only, so browser code can import them without
 * pulling the content into its bundle.
 */
export interface RecentPostLink {
  title: string;
  path: string;
  date: string;
  category: string;
}

export interface GlobalPageProps {
  announcement: Announcement | null;
  blog: {
    title: string;
    description: string;
    path: string;
    searchPath: string;
    rssPath: string;
    recentPosts: RecentPostLink[];
  };
  categories: { slug: string; name: string; description: string; path: string }[];
  featureFlags: Record<string, boolean>;
  metadata: SiteMetadata & { siteUrl: string };
  navigation: {
    blogNav: { title: string; href: string }[];
    legalFooter: readonly NavLink[];
    primaryFooter: Omit<FooterLinks, 'legalLinks'>;
    primaryNav: { items: MenuItem[]; actions: NavAction[] };
  };
  lastUpdated: string;
  /** The path the visitor came from inside the site, recorded at each route-change start. */
  previousRoutePath: string | null;
}

/** The header's top level: what its first paint draws and hydrates with (decision 0211). */
export interface FirstScreenNavigation {
  primaryNav: { items: FirstScreenMenuItem[]; actions: NavAction[] };
}

/**
 * The part of the global page context a page's first screen reads (the announcement banner, the
 * feature flags, the header's top level): all a page's props carry. The rest (blog, categories,
 * metadata, the drawers' and the footer's links) comes from GET /api/config/app, which the browser
 * fetches once anyway (decisions 0181, 0211). The server renders the footer from the editor's file
 * without sending its links in the props (pages/_document.tsx).
 */
export type FirstScreenGlobalPageProps = Pick<
  GlobalPageProps,
  'announcement' | 'featureFlags' | 'lastUpdated'
> & { navigation: FirstScreenNavigation };

/**
 * The browser's copy: the first screen's part until the fetched copy fills the rest (the whole
 * navigation among it).
 */
export type BrowserGlobalPageProps = Omit<FirstScreenGlobalPageProps, 'navigation'> &
  Partial<Omit<GlobalPageProps, keyof FirstScreenGlobalPageProps>> & {
    navigation: FirstScreenNavigation | GlobalPageProps['navigation'];
  };

/** GET /api/config/app (spec section 7). */
export interface AppConfigResponse {
  'feature-flags': Record<string, boolean>;
  'global-page-props': GlobalPageProps;
}

export function isAppConfigResponse(value: unknown): value is AppConfigResponse {
  if (!value || typeof value !== 'object') return false;
  const body = value as Record<string, unknown>;
  const props = body['global-page-props'] as Record<string, unknown> | null | undefined;
  return (
    typeof body['feature-flags'] === 'object' &&
    body['feature-flags'] !== null &&
    typeof props === 'object' &&
    props !== null &&
    typeof props.lastUpdated === 'string'
  );
}
