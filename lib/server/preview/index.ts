import '@/lib/server/only-on-server';
import { timingSafeEqual, createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { blogPosts } from '@/content/blog';
import { customerStories } from '@/content/customer-stories';
import { postPath } from '@/lib/content/blog';
import { storyPath } from '@/lib/content/customer-stories';
import { safeRelativePath } from '@/lib/content/safe-path';

/**
 * Editors' preview mode (issue 3): the secret comes from PREVIEW_SECRET. Without one configured,
 * preview is closed. Comparison is constant-time (hashes of equal length).
 */
export function isPreviewSecretValid(given: unknown): boolean {
  const expected = env().PREVIEW_SECRET;
  if (!expected || typeof given !== 'string' || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Where an editor previews `slug`: a site path as given ('/blog/my-draft'), or the slug of a post
 * or customer story, drafts included. Null for anything else.
 */
export function previewPathFor(slug: unknown): string | null {
  if (typeof slug !== 'string' || slug.trim() === '') return null;
  if (slug.startsWith('/')) return safeRelativePath(slug);
  const post = blogPosts.find((p) => p.slug === slug);
  if (post) return postPath(post.slug);
  const story = customerStories.find((s) => s.slug === slug);
  if (story) return storyPath(story.slug);
  return null;
}
