import { blogPosts } from '@/content/blog';
import { searchPosts, bodySnippet } from './search';

describe('blog search', () => {
  it('finds a post by a word that appears only in its body, with a snippet around it', () => {
    const target = blogPosts.find((p) => p.slug === 'stop-two-agents-answering-the-same-email')!;
    expect(`${target.title} ${target.excerpt}`.toLowerCase()).not.toContain('semaphore');
    const results = searchPosts('semaphore');
    expect(results.map((r) => r.slug)).toEqual([target.slug]);
    expect(results[0]!.snippet).toMatch(/semaphore/i);
  });

  it('never returns drafts', () => {
    const draft = blogPosts.find((p) => p.draft)!;
    expect(searchPosts('intent routing').map((r) => r.slug)).not.toContain(draft.slug);
  });

  it('matches as the visitor types (prefixes) and ignores one-letter queries', () => {
    expect(searchPosts('semaph').map((r) => r.slug)).toContain(
      'stop-two-agents-answering-the-same-email',
    );
    expect(searchPosts('s')).toEqual([]);
  });

  it('cuts snippets at word boundaries', () => {
    expect(bodySnippet('alpha beta gamma', ['beta'])).toBe('alpha beta gamma');
    expect(bodySnippet('alpha beta gamma', ['delta'])).toBeNull();
  });
});
