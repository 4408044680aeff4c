/** Content-layer constants: blog lists, search and preview. */
export const BLOG_POSTS_PER_PAGE = 9;
/** Posts shown under "Latest from the blog" in the global page props. */
export const BLOG_RECENT_POSTS = 3;
/** Results shown by blog search, and the debounce of the as-you-type box. */
export const BLOG_SEARCH_MAX_RESULTS = 10;
export const BLOG_SEARCH_DEBOUNCE_MS = 150;
export const BLOG_SEARCH_MIN_QUERY_LENGTH = 2;
/** The longest query searched, in characters; the rest of a longer one is left out. */
export const BLOG_SEARCH_MAX_QUERY_LENGTH = 100;
/** Reading speed used for "n min read". */
export const READING_WORDS_PER_MINUTE = 220;
export const BLOG_PATH = '/blog';
export const BLOG_SEARCH_PATH = '/blog/search';
export const BLOG_RSS_PATH = '/blog/rss.xml';
export const APP_CONFIG_PATH = '/api/config/app';
/**
 * When GET /api/config/app fails (offline, a server restarting), the browser asks again after these
 * pauses: the page's own props hold only the header's top level, and the drawers, the mobile menu
 * and the live footer take their links from that answer (decision 0211).
 */
export const APP_CONFIG_RETRY_DELAYS_MS = [2_000, 8_000, 30_000] as const;
export const BLOG_SEARCH_API_PATH = '/api/blog/search';
