import fs from 'node:fs/promises';
import path from 'node:path';
import Markdoc from '@markdoc/markdoc';
import type { Entry } from '@keystatic/core/reader';
import * as yup from 'yup';
import type keystaticConfig from '@/keystatic.config';
import { blogPostRules, type ContentImage } from '@/content/schema';
import { withoutBrokenDrafts } from '@/lib/content/drafts';
import { contentReader } from '@/lib/server/content/reader';

type Collections = (typeof keystaticConfig)['collections'];
/** A post as saved in the editor: its shape is keystatic.config.ts's `posts` schema. */
type PostEntry = Entry<Collections['posts']>;

/** What the site renders: the editor's entry with its slug, its cover sized and its body as text. */
export type BlogPost = Omit<PostEntry, 'date' | 'cover' | 'body'> & {
  slug: string;
  /** Publication date, YYYY-MM-DD (the editor requires it). */
  date: string;
  cover: ContentImage;
  /** The article in Markdown (rendered with marked; headings start at ##). */
  body: string;
};

/** A post's author as saved in the editor (keystatic.config.ts's `authors`), the avatar sized. */
export type Author = Omit<Entry<Collections['authors']>, 'avatar'> & {
  slug: string;
  avatar: ContentImage;
};

/** A blog category as saved in the editor (keystatic.config.ts's `categories`). */
export type Category = Entry<Collections['categories']> & { slug: string };

/** Everything the blog shows, read together so that every post's author and category exist. */
export interface BlogContent {
  posts: BlogPost[];
  /** By slug. */
  authors: Author[];
  /** In the blog navigation's order (each category's position). */
  categories: Category[];
}

/** Blog covers are drawn at the share-image ratio (keystatic.config.ts says so to editors). */
const BLOG_COVER_SIZE = { width: 1200, height: 630 } as const;
/** Avatars are square and shown at 96 px (keystatic.config.ts says so to editors). */
const AVATAR_SIZE = { width: 96, height: 96 } as const;

/** Where the editor keeps posts, authors and categories (keystatic.config.ts's collections). */
const POSTS_FOLDER = 'content/blog/posts';
const AUTHORS_FOLDER = 'content/blog/authors';
const CATEGORIES_FOLDER = 'content/blog/categories';
export const postFile = (slug: string) => `${POSTS_FOLDER}/${slug}.mdoc`;

/**
 * The rules the editor's schema cannot hold (blogPostRules), one line per problem. They are what a
 * post needs to go public, so a draft is held to the editor's schema only (decision 0246): an
 * unfinished draft never stops the pages, sitemap or publishing that do not show it, and previews
 * as it is.
 */
export function blogPostProblems(post: BlogPost): string[] {
  if (post.draft) return [];
  try {
    blogPostRules.validateSync(post, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.errors.map((message) => `${postFile(post.slug)}: ${message}`);
  }
}

/** A post naming an author or a category the editor does not hold, one line per problem. */
function referenceProblems(
  post: BlogPost,
  { authors, categories }: Pick<BlogContent, 'authors' | 'categories'>,
): string[] {
  return [
    ...(authors.some((author) => author.slug === post.author)
      ? []
      : [`${postFile(post.slug)}: author '${post.author}' is not in ${AUTHORS_FOLDER}/`]),
    ...(categories.some((category) => category.slug === post.category)
      ? []
      : [`${postFile(post.slug)}: category '${post.category}' is not in ${CATEGORIES_FOLDER}/`]),
  ];
}

/**
 * Every post (drafts included), author and category as saved in the editor
 * (content/blog/{posts,authors,categories}/), read with Keystatic's reader, so a preview or a
 * regenerated page shows the latest saved text. The reader refuses an entry that breaks the
 * editor's schema; the rules it cannot hold throw here, naming the file, so a build or a
 * regeneration never publishes a broken post: a published post's dates, body, author and
 * category (a draft naming a deleted author or category is left out, decision 0246).
 * lib/content/blog.ts filters, sorts and paginates.
 *
 * Every page's props and /api/config/app need the blog: it is parsed again only when a file of
 * its folders changed (its name, time or size), not at every call.
 */
export async function readBlog(root: string = process.cwd()): Promise<BlogContent> {
  const stamps = await Promise.all(
    [POSTS_FOLDER, AUTHORS_FOLDER, CATEGORIES_FOLDER].map((folder) =>
      // Read at run time from the content folders (no standalone output): nothing to trace.
      folderStamp(path.join(/* turbopackIgnore: true */ root, folder)),
    ),
  );
  const stamp = stamps.join('\n');
  if (lastRead?.root !== root || lastRead.stamp !== stamp) {
    const blog = parseBlog(root);
    lastRead = { root, stamp, blog };
    // A refused read is not kept: the next call reads the files again.
    blog.catch(() => {
      if (lastRead?.blog === blog) lastRead = undefined;
    });
  }
  return lastRead.blog;
}

/** Every post, drafts included (readBlog). */
export async function readBlogPosts(root: string = process.cwd()): Promise<BlogPost[]> {
  return (await readBlog(root)).posts;
}

let lastRead: { root: string; stamp: string; blog: Promise<BlogContent> } | undefined;

async function folderStamp(folder: string): Promise<string> {
  const names = (await fs.readdir(folder).catch(() => [])).sort();
  const stats = await Promise.all(names.map((name) => fs.stat(path.join(folder, name))));
  return names.map((name, i) => `${name}:${stats[i]!.mtimeMs}:${stats[i]!.size}`).join('|');
}

async function parseBlog(root: string): Promise<BlogContent> {
  const reader = contentReader(root);
  const [posts, authors, categories] = await Promise.all([
    parseBlogPosts(reader),
    reader.collections.authors.all(),
    reader.collections.categories.all(),
  ]);
  const blog: BlogContent = {
    posts,
    authors: authors
      .map(({ slug, entry }) => ({
        ...entry,
        slug,
        avatar: { src: entry.avatar.image ?? '', alt: entry.avatar.alt, ...AVATAR_SIZE },
      }))
      .sort((a, b) => a.slug.localeCompare(b.slug)),
    categories: categories
      .map(({ slug, entry }) => ({ ...entry, slug }))
      .sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug)),
  };
  // A draft whose author or category was deleted cannot be shown, not even in preview (its byline
  // and card read them): it is left out, and the log says why. A published one stops the build.
  blog.posts = withoutBrokenDrafts(posts, (post) => referenceProblems(post, blog));
  const problems = blog.posts.flatMap((post) => [
    ...blogPostProblems(post),
    ...referenceProblems(post, blog),
  ]);
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return blog;
}

async function parseBlogPosts(reader: ReturnType<typeof contentReader>): Promise<BlogPost[]> {
  const entries = await reader.collections.posts.all();
  return Promise.all(
    entries.map(async ({ slug, entry }): Promise<BlogPost> => {
      const { node } = await entry.body();
      return {
        ...entry,
        slug,
        date: entry.date ?? '',
        cover: { src: entry.cover.image ?? '', alt: entry.cover.alt, ...BLOG_COVER_SIZE },
        // Markdoc writes back the Markdown it read; the site's renderer (marked) reads that.
        body: Markdoc.format(node).trim(),
      };
    }),
  );
}
