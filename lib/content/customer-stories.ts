import { COMPANY_SIZE_BUCKETS, companySizeLabel } from '@/constants/company';
import { customerStories } from '@/content/customer-stories';
import type { CustomerStory } from '@/content/schema';
import type { CustomerQuote } from '@/modals/trial/customer-quotes';
import { storyPath, type StorySummary } from './customer-stories-browser';
import { assertContentValid } from './validate';

/** Server-side loaders (getStaticProps, routes); components import customer-stories-browser.ts. */
export { CUSTOMER_STORIES_PATH, storyPath, type StorySummary } from './customer-stories-browser';

export function teamSizeLabel(value: string): string {
  const label = companySizeLabel(value);
  if (label === value) return value;
  return label.includes('employees') ? label : `${label} employees`;
}

export function getStories({ includeDrafts = false } = {}): CustomerStory[] {
  assertContentValid();
  return customerStories
    .filter((story) => includeDrafts || !story.draft)
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function summarizeStory(story: CustomerStory): StorySummary {
  const { body: _body, ...rest } = story;
  return { ...rest, path: storyPath(story.slug), teamSizeLabel: teamSizeLabel(story.teamSize) };
}

/** Filter values that occur in at least one story, in the order of constants/company.ts. */
export function storyFilters(stories: readonly Pick<CustomerStory, 'industry' | 'teamSize'>[]) {
  const industries = [...new Set(stories.map((s) => s.industry))].sort();
  const sizes = COMPANY_SIZE_BUCKETS.filter((b) => stories.some((s) => s.teamSize === b.value)).map(
    (b) => ({ value: b.value, label: teamSizeLabel(b.value) }),
  );
  return { industries, sizes };
}

/** Quotes of published customer stories in an industry (the trial's welcome loader shows one). */
export function customerQuotesFor(industry: string): CustomerQuote[] {
  return getStories()
    .filter((story) => story.industry === industry)
    .map((story) => ({ ...story.quote, company: story.company }));
}
