import { PATHS } from '@/constants/links';
import type { CustomerStory } from '@/content/schema';

/**
 * The part of the customer-story layer that components may import. It reads no content: the
 * loaders (customer-stories.ts) import every story, drafts included, and would ship them all to
 * the browser with any component that imported them.
 */
export const CUSTOMER_STORIES_PATH = PATHS.customerStories;
export const storyPath = (slug: string) => `${CUSTOMER_STORIES_PATH}/${slug}`;

export type StorySummary = Omit<CustomerStory, 'body'> & { path: string; teamSizeLabel: string };

/** The pure filter behind the directory (used by the page and its unit test). */
export function filterStories<T extends Pick<CustomerStory, 'industry' | 'teamSize'>>(
  stories: readonly T[],
  filter: { industry?: string; teamSize?: string },
): T[] {
  return stories.filter(
    (s) =>
      (!filter.industry || s.industry === filter.industry) &&
      (!filter.teamSize || s.teamSize === filter.teamSize),
  );
}
