import { getStories, summarizeStory, type StorySummary } from './customer-stories';
import { renderMarkdown } from './markdown';

export type StoryPage = StorySummary & { html: string };

export async function getStoryPage(slug: string, options = {}): Promise<StoryPage | undefined> {
  const story = (await getStories(options)).find((s) => s.slug === slug);
  return story ? { ...summarizeStory(story), html: renderMarkdown(story.body) } : undefined;
}
