import { BLOG_PATH } from '@/constants/content';

/**
 * Blog URLs. Kept apart from ./blog.ts (which loads and validates every post) so browser code can
 * build links without shipping the content and its schemas.
 */
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const categoryPath = (slug: string) => `${BLOG_PATH}/category/${slug}`;
export const blogPagePath = (page: number) => (page <= 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`);
