import type { Entry } from '@keystatic/core/reader';
import { PATHS } from '@/constants/links';
import type keystaticConfig from '@/keystatic.config';

/**
 * The part of the customer-story layer that components may import. It reads no content: the
 * loaders (lib/server/content/customer-stories.ts) read every story, drafts included, and would
 * ship them all to the browser with any component that imported them.
 */
export const CUSTOMER_STORIES_PATH = PATHS.customerStories;
export const storyPath = (slug: string) => `${CUSTOMER_STORIES_PATH}/${slug}`;

type CustomerStoryEntry = Entry<(typeof keystaticConfig)['collections']['customerStories']>;

/** A story as the editor saved it (keystatic.config.ts), with its slug and Markdown body. */
export type CustomerStory = Omit<CustomerStoryEntry, 'body' | 'date' | 'logo'> & {
  slug: string;
  date: string;
  logo: string;
  body: string;
};

/** A story's logo sits in this box (any ratio fits inside it); its cover spans the page. */
export const STORY_LOGO_BOX = { width: 240, height: 80 } as const;
export const STORY_COVER_RATIO = '1200 / 630';
/** The cover's rendered width: the page column up to 1200 px (next/image picks from the spec's widths). */
export const STORY_COVER_SIZES = '(min-width: 1200px) 1200px, 100vw';

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
