import type { ContentImage } from '@/content/schema';

/** Customer wordmarks live in public/stories/{slug}.svg (drawn for this site, 240x80). */
export function storyLogo(slug: string, company: string): ContentImage {
  return { src: `/stories/${slug}.svg`, alt: `${company} logo`, width: 240, height: 80 };
}
