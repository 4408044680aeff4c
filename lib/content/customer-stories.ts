import fs from 'node:fs';
import path from 'node:path';
import { COMPANY_SIZE_BUCKETS, companySizeLabel } from '@/constants/company';
import { readCustomerStories } from '@/content/customer-stories';
import { siteToday } from '@/lib/clock';
import type { CustomerQuote } from '@/modals/trial/customer-quotes';
import { storyPath, type CustomerStory, type StorySummary } from './customer-stories-browser';
import { isUpload, uploadTypesText } from './upload-types';

/** Server-side loaders (getStaticProps, routes); components import customer-stories-browser.ts. */
export {
  CUSTOMER_STORIES_PATH,
  storyPath,
  type CustomerStory,
  type StorySummary,
} from './customer-stories-browser';

/**
 * The story rules the editor cannot hold (decision 0166): a date not in the future, a cover with
 * its description, images that exist under public/, a body long enough and without an <h1>. They
 * are what a story needs to go public: a draft is held to the editor's schema only (decision
 * 0246), so an unfinished one never stops the pages that do not show it, and previews as it is.
 */
export function storyProblems(story: CustomerStory, root = process.cwd()): string[] {
  if (story.draft) return [];
  const problems: string[] = [];
  const at = `content/customer-stories/${story.slug}.mdoc`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(story.date)) problems.push(`${at}: the date is missing`);
  else if (story.date > siteToday())
    problems.push(`${at}: the date ${story.date} is in the future`);
  if (!story.logo) problems.push(`${at}: the logo is missing`);
  for (const [field, image] of [
    ['logo', story.logo],
    ['cover', story.cover],
  ] as const) {
    if (!image) continue;
    if (!isUpload('stories', image)) {
      problems.push(`${at}: ${field} ${image} is not an upload (${uploadTypesText('stories')})`);
    } else if (!fs.existsSync(path.join(root, 'public', image))) {
      problems.push(`${at}: ${field} ${image} is missing from public/`);
    }
  }
  if (story.cover && story.coverAlt.trim() === '') {
    problems.push(`${at}: the cover needs a description (alt text)`);
  }
  if (story.body.length < 600) problems.push(`${at}: the story is shorter than 600 characters`);
  if (/^# /m.test(story.body)) problems.push(`${at}: the story has a level-1 heading`);
  return problems;
}

export function teamSizeLabel(value: string): string {
  const label = companySizeLabel(value);
  if (label === value) return value;
  return label.includes('employees') ? label : `${label} employees`;
}

/** Published stories (all in preview), newest first; a broken published story fails the build. */
export async function getStories({ includeDrafts = false } = {}): Promise<CustomerStory[]> {
  const stories = await readCustomerStories();
  const problems = stories.flatMap((story) => storyProblems(story));
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return stories
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
export async function customerQuotesFor(industry: string): Promise<CustomerQuote[]> {
  return (await getStories())
    .filter((story) => story.industry === industry)
    .map((story) => ({ ...story.quote, company: story.company }));
}
