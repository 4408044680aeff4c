import type { ContentImage } from '@/content/schema';

/** Cover art lives in public/blog/covers/{slug}.svg, drawn at the share-image ratio (1200x630). */
export function blogCover(slug: string, alt: string): ContentImage {
  return { src: `/blog/covers/${slug}.svg`, alt, width: 1200, height: 630 };
}
