import { getPublicRoutes, getSitemapRoutes } from './routes';
import { sitemapXml } from './site-files';
import { getStories, storyFilters, storyPath, type CustomerStory } from './customer-stories';

describe('draft customer stories', () => {
  let draft: CustomerStory;
  let published: CustomerStory[] = [];
  beforeAll(async () => {
    draft = (await getStories({ includeDrafts: true })).find((s) => s.draft)!;
    published = await getStories();
  });

  it('has a draft whose industry no published story shares (so a leak shows in the filter)', () => {
    expect(draft).toBeDefined();
    expect(published.some((s) => s.industry === draft.industry)).toBe(false);
  });

  it('keeps the draft out of the list, the filters, the routes and the sitemap', async () => {
    expect(published.map((s) => s.slug)).not.toContain(draft.slug);
    expect(storyFilters(published).industries).not.toContain(draft.industry);
    expect((await getPublicRoutes()).map((r) => r.path)).not.toContain(storyPath(draft.slug));
    expect((await getSitemapRoutes()).map((r) => r.path)).not.toContain(storyPath(draft.slug));
    expect(await sitemapXml()).not.toContain(draft.slug);
  });

  it('shows the draft with its industry when preview asks for drafts', async () => {
    const withDrafts = await getStories({ includeDrafts: true });
    expect(withDrafts.map((s) => s.slug)).toContain(draft.slug);
    expect(storyFilters(withDrafts).industries).toContain(draft.industry);
  });
});
