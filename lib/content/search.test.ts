import { readBlogPosts } from '@/content/blog';
import { BLOG_SEARCH_MAX_QUERY_LENGTH } from '@/constants/content';
import { normalizeQuery, searchPosts, bodySnippet } from './search';

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

  it('cuts a long query between characters, never inside an emoji', () => {
    const query = `${'a'.repeat(BLOG_SEARCH_MAX_QUERY_LENGTH - 1)}\u{1F600}tail`;
    const cut = normalizeQuery(`  ${query}  `);
    expect(Array.from(cut)).toHaveLength(BLOG_SEARCH_MAX_QUERY_LENGTH);
    expect(cut.endsWith('\u{1F600}')).toBe(true);
    // No lone surrogate is left at the cut.
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(normalizeQuery(['first', 'second'])).toBe('first');
    expect(normalizeQuery(5)).toBe('');
  });
});
