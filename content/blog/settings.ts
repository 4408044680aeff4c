import type { Entry } from '@keystatic/core/reader';
import type keystaticConfig from '@/keystatic.config';
import { contentReader } from '@/lib/server/content/reader';

/** The blog's own copy: its name and introduction (index pages, RSS feed, global page props). */
export type BlogSettings = Entry<(typeof keystaticConfig)['singletons']['blogSettings']>;

/**
 * As the editor saved it (content/blog/settings.yaml, decision 0252), read at each call so a
 * regenerated page, the feed and /api/config/app show the latest save.
 */
export function readBlogSettings(root?: string): Promise<BlogSettings> {
  return contentReader(root).singletons.blogSettings.readOrThrow();
}
