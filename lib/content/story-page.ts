import { getStories, summarizeStory, type StorySummary } from './customer-stories';
import { renderMarkdown } from './markdown';

export type StoryPage = StorySummary & { html: string };

export function getStoryPage(slug: string, options = {}): StoryPage | undefined {
  const story = getStories(options).find((s) => s.slug === slug);
  return story ? { ...summarizeStory(story), html: renderMarkdown(story.body) } : undefined;
}
