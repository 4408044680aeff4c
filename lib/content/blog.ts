import { authors } from '@/content/authors';
import { readBlogPosts, type BlogPost } from '@/content/blog';
import { categories } from '@/content/categories';
import type { Author, Category, ContentImage } from '@/content/schema';
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
  const posts = await readBlogPosts();
  return posts.filter((post) => includeDrafts || !post.draft).sort(byNewest);
}

export function getCategories(): Category[] {
  assertContentValid();
  return categories;
}

/** Category links for the blog navigation. */
export function getCategoryLinks(): { slug: string; name: string; path: string }[] {
  return getCategories().map((c) => ({ slug: c.slug, name: c.name, path: categoryPath(c.slug) }));
}

export function getCategory(slug: string): Category | undefined {
  return getCategories().find((category) => category.slug === slug);
}

export function getAuthor(slug: string): Author | undefined {
  return authors.find((author) => author.slug === slug);
}

export function summarizePost(post: BlogPost): PostSummary {
  // validate.ts guarantees every post's author and category exist.
  const category = getCategory(post.category)!;
  const author = getAuthor(post.author)!;
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
    posts: posts.slice(start, start + BLOG_POSTS_PER_PAGE).map(summarizePost),
    page,
    pageCount,
  };
}

export async function getBlogPageCount(): Promise<number> {
  return blogPageCount((await getPosts()).length);
}

function blogPageCount(postCount: number): number {
  return Math.max(1, Math.ceil(postCount / BLOG_POSTS_PER_PAGE));
}

export async function getPostsInCategory(
  slug: string,
  options: Options = {},
): Promise<PostSummary[]> {
  return (await getPosts(options)).filter((post) => post.category === slug).map(summarizePost);
}

/** Posts sharing the category, then the newest others, never the post itself. */
export async function getRelatedPosts(slug: string, limit = 3): Promise<PostSummary[]> {
  const posts = await getPosts();
  const current = posts.find((p) => p.slug === slug);
  const others = posts.filter((p) => p.slug !== slug);
  const sameCategory = others.filter((p) => p.category === current?.category);
  const rest = others.filter((p) => p.category !== current?.category);
  return [...sameCategory, ...rest].slice(0, limit).map(summarizePost);
}
