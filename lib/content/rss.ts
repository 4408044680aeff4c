import { Feed } from 'feed';
import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';
import { BLOG_PATH, BLOG_RSS_PATH } from '@/constants/content';
import { readBlogSettings } from '@/content/blog/settings';
import { getPosts, summarizePosts } from './blog';
import { renderMarkdown } from './markdown';
import { absoluteUrl } from './site-origin';

/** RSS 2.0 feed of published posts, newest first, with full HTML content. */
export async function blogRss(): Promise<string> {
  const [posts, blogSettings] = await Promise.all([getPosts(), readBlogSettings()]);
  const newest = posts[0];
  const feed = new Feed({
    title: blogSettings.title,
    description: blogSettings.description,
    id: absoluteUrl(BLOG_PATH),
    link: absoluteUrl(BLOG_PATH),
    language: 'en',
    favicon: absoluteUrl('/favicon.svg'),
    image: absoluteUrl('/brand/switchboard-logo.png'),
    copyright: `© ${COMPANY_LEGAL_NAME}`,
    updated: newest ? new Date(`${newest.updated ?? newest.date}T00:00:00Z`) : undefined,
    feedLinks: { rss: absoluteUrl(BLOG_RSS_PATH) },
    generator: PRODUCT_NAME,
  });
  const summaries = await summarizePosts(posts);
  posts.forEach((post, index) => {
    const summary = summaries[index]!;
    feed.addItem({
      title: post.title,
      id: absoluteUrl(summary.path),
      link: absoluteUrl(summary.path),
      description: post.excerpt,
      content: renderMarkdown(post.body),
      author: [{ name: summary.author.name }],
      category: [{ name: summary.category.name }],
      date: new Date(`${post.updated ?? post.date}T00:00:00Z`),
      published: new Date(`${post.date}T00:00:00Z`),
    });
  });
  return feed.rss2();
}
