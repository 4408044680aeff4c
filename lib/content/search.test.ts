import { readBlogPosts } from '@/content/blog';
import { searchPosts, bodySnippet } from './search';

describe('blog search', () => {
  it('finds a post by a word that appears only in its body, with a snippet around it', async () => {
    const target = (await readBlogPosts()).find(
      (p) => p.slug === 'stop-two-agents-answering-the-same-email',
    )!;
    expect(`${target.title} ${target.excerpt}`.toLowerCase()).not.toContain('semaphore');
    const results = await searchPosts('semaphore');
    expect(results.map((r) => r.slug)).toEqual([target.slug]);
    expect(results[0]!.snippet).toMatch(/semaphore/i);
  });

  it('never returns drafts', async () => {
    const draft = (await readBlogPosts()).find((p) => p.draft)!;
    expect((await searchPosts('intent routing')).map((r) => r.slug)).not.toContain(draft.slug);
  });

  it('matches as the visitor types (prefixes) and ignores one-letter queries', async () => {
    expect((await searchPosts('semaph')).map((r) => r.slug)).toContain(
      'stop-two-agents-answering-the-same-email',
    );
    expect(await searchPosts('s')).toEqual([]);
  });

  it('cuts snippets at word boundaries', () => {
    expect(bodySnippet('alpha beta gamma', ['beta'])).toBe('alpha beta gamma');
    expect(bodySnippet('alpha beta gamma', ['delta'])).toBeNull();
  });
});
