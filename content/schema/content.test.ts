import { existsSync } from 'node:fs';
import path from 'node:path';
import { readBlog, readBlogPosts } from '@/content/blog';
import { readComparisons } from '@/content/comparisons';
import { readIntegrations } from '@/content/integrations';
import { findContentProblems } from '@/lib/content/validate';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('content checked against its schemas (the build runs the same check)', () => {
  it('has no schema or reference problems', () => {
    expect(findContentProblems()).toEqual([]);
  });

  it('has enough content for lists, filters and search to mean something', async () => {
    const blogPosts = await readBlogPosts();
    expect(blogPosts.filter((p) => !p.draft).length).toBeGreaterThanOrEqual(12);
    expect(blogPosts.some((p) => p.draft)).toBe(true);
    expect((await readIntegrations()).length).toBeGreaterThanOrEqual(30);
    expect(await readComparisons()).toHaveLength(5);
  });

  it('points every image at a file in public/', async () => {
    const { posts, authors } = await readBlog();
    const images = [...posts.map((p) => p.cover.src), ...authors.map((a) => a.avatar.src)];
    expect(images.filter((src) => !existsSync(publicFile(src)))).toEqual([]);
  });
});
