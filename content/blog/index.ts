import fs from 'node:fs/promises';
import path from 'node:path';
import Markdoc from '@markdoc/markdoc';
import type { Entry } from '@keystatic/core/reader';
import * as yup from 'yup';
import type keystaticConfig from '@/keystatic.config';
import { blogPostRules, type ContentImage } from '@/content/schema';
import { contentReader } from '@/lib/server/content/reader';

/** A post as saved in the editor: its shape is keystatic.config.ts's `posts` schema. */
type PostEntry = Entry<(typeof keystaticConfig)['collections']['posts']>;

/** What the site renders: the editor's entry with its slug, its cover sized and its body as text. */
export type BlogPost = Omit<PostEntry, 'date' | 'cover' | 'body'> & {
  slug: string;
  /** Publication date, YYYY-MM-DD (the editor requires it). */
  date: string;
  cover: ContentImage;
  /** The article in Markdown (rendered with marked; headings start at ##). */
  body: string;
};

/** Blog covers are drawn at the share-image ratio (keystatic.config.ts says so to editors). */
const BLOG_COVER_SIZE = { width: 1200, height: 630 } as const;

/** Where the editor keeps posts (keystatic.config.ts's `posts` collection). */
const POSTS_FOLDER = 'content/blog/posts';
export const postFile = (slug: string) => `${POSTS_FOLDER}/${slug}.mdoc`;

/** The rules the editor's schema cannot hold (blogPostRules), one line per problem. */
export function blogPostProblems(post: BlogPost): string[] {
  try {
    blogPostRules.validateSync(post, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return error.errors.map((message) => `${postFile(post.slug)}: ${message}`);
  }
}

/**
 * Every post, drafts included, as saved in the editor (content/blog/posts/<slug>.mdoc), read with
 * Keystatic's reader, so a preview or a regenerated page shows the latest saved text. The reader
 * refuses an entry that breaks the editor's schema; the rules it cannot hold throw here, naming
 * the file, so a build or a regeneration never publishes a broken post. lib/content/blog.ts
 * filters, sorts and paginates.
 *
 * Every page's props and /api/config/app need the posts: they are parsed again only when a file of
 * the folder changed (its name, time or size), not at every call.
 */
export async function readBlogPosts(root: string = process.cwd()): Promise<BlogPost[]> {
  const stamp = await folderStamp(path.join(root, POSTS_FOLDER));
  if (lastRead?.root !== root || lastRead.stamp !== stamp) {
    const posts = parseBlogPosts(root);
    lastRead = { root, stamp, posts };
    // A refused read is not kept: the next call reads the files again.
    posts.catch(() => {
      if (lastRead?.posts === posts) lastRead = undefined;
    });
  }
  return lastRead.posts;
}

let lastRead: { root: string; stamp: string; posts: Promise<BlogPost[]> } | undefined;

async function folderStamp(folder: string): Promise<string> {
  const names = (await fs.readdir(folder)).sort();
  const stats = await Promise.all(names.map((name) => fs.stat(path.join(folder, name))));
  return names.map((name, i) => `${name}:${stats[i]!.mtimeMs}:${stats[i]!.size}`).join('|');
}

async function parseBlogPosts(root: string): Promise<BlogPost[]> {
  const entries = await contentReader(root).collections.posts.all();
  const posts = await Promise.all(
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
  const problems = posts.flatMap(blogPostProblems);
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return posts;
}
