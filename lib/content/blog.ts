import { readBlog, type Author, type BlogPost, type Category } from '@/content/blog';
import type { ContentImage } from '@/content/schema';
import { BLOG_POSTS_PER_PAGE, READING_WORDS_PER_MINUTE } from '@/constants/content';
import { categoryPath, postPath } from './blog-browser';
import { wordCount } from './plain-text';
import { assertContentValid } from './validate';

/**
 * Blog loaders for getStaticProps / getStaticPaths. Published means draft === false; drafts are
 * returned only when the caller passes includeDrafts (preview mode). Posts are read from the
 * editor's files at each call (content/blog/index.ts), hence async.
 */
export interface PostSummary {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  date: string;
  updated: string | null;
  draft: boolean;
  readingMinutes: number;
  cover: ContentImage;
  category: Pick<Category, 'slug' | 'name'>;
  author: Pick<Author, 'slug' | 'name' | 'role' | 'avatar'>;
}

export interface Options {
  includeDrafts?: boolean;
}

// Browser code imports these from ./blog-browser directly (it stays light).
export { blogPagePath, categoryPath, postPath } from './blog-browser';

function byNewest(a: BlogPost, b: BlogPost): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

export async function getPosts({ includeDrafts = false }: Options = {}): Promise<BlogPost[]> {
  assertContentValid();
  const { posts } = await readBlog();
  return posts.filter((post) => includeDrafts || !post.draft).sort(byNewest);
}

/** The categories in the blog navigation's order (each one's position in the editor). */
export async function getCategories(): Promise<Category[]> {
  return (await readBlog()).categories;
}

/** Category links for the blog navigation. */
export async function getCategoryLinks(): Promise<{ slug: string; name: string; path: string }[]> {
  return (await getCategories()).map((c) => ({
    slug: c.slug,
    name: c.name,
    path: categoryPath(c.slug),
  }));
}

export async function getCategory(slug: string): Promise<Category | undefined> {
  return (await getCategories()).find((category) => category.slug === slug);
}

export async function getAuthor(slug: string): Promise<Author | undefined> {
  return (await readBlog()).authors.find((author) => author.slug === slug);
}

/** The posts as their cards show them, each with its author and category. */
export async function summarizePosts(posts: readonly BlogPost[]): Promise<PostSummary[]> {
  const { authors, categories } = await readBlog();
  return posts.map((post) => {
    // readBlog refuses a post whose author or category the editor does not hold.
    const category = categories.find((c) => c.slug === post.category)!;
    const author = authors.find((a) => a.slug === post.author)!;
    return summaryOf(post, author, category);
  });
}

function summaryOf(post: BlogPost, author: Author, category: Category): PostSummary {
  return {
    slug: post.slug,
    path: postPath(post.slug),
    title: post.title,
    excerpt: post.excerpt,
    date: post.date,
    updated: post.updated ?? null,
    draft: post.draft,
    readingMinutes: Math.max(1, Math.ceil(wordCount(post.body) / READING_WORDS_PER_MINUTE)),
    cover: post.cover,
    category: { slug: category.slug, name: category.name },
    author: { slug: author.slug, name: author.name, role: author.role, avatar: author.avatar },
  };
}

export interface BlogListPage {
  posts: PostSummary[];
  page: number;
  pageCount: number;
}

/** One page of the blog index (1-based); undefined for a page past the end. */
export async function getBlogListPage(
  page: number,
  options: Options = {},
): Promise<BlogListPage | undefined> {
  const posts = await getPosts(options);
  const pageCount = blogPageCount(posts.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  const start = (page - 1) * BLOG_POSTS_PER_PAGE;
  return {
    posts: await summarizePosts(posts.slice(start, start + BLOG_POSTS_PER_PAGE)),
    page,
    pageCount,
  };
}

export async function getBlogPageCount(): Promise<number> {
  return blogPageCount((await getPosts()).length);
}

/** How many list pages the blog's published posts fill (/blog is page 1). */
export function blogPageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / BLOG_POSTS_PER_PAGE));
}

export async function getPostsInCategory(
  slug: string,
  options: Options = {},
): Promise<PostSummary[]> {
  return summarizePosts((await getPosts(options)).filter((post) => post.category === slug));
}

/** Posts sharing the category, then the newest others, never the post itself. */
export async function getRelatedPosts(slug: string, limit = 3): Promise<PostSummary[]> {
  const posts = await getPosts();
  const current = posts.find((p) => p.slug === slug);
  const others = posts.filter((p) => p.slug !== slug);
  const sameCategory = others.filter((p) => p.category === current?.category);
  const rest = others.filter((p) => p.category !== current?.category);
  return summarizePosts([...sameCategory, ...rest].slice(0, limit));
}
