import MiniSearch from 'minisearch';
import {
  BLOG_SEARCH_MAX_QUERY_LENGTH,
  BLOG_SEARCH_MAX_RESULTS,
  BLOG_SEARCH_MIN_QUERY_LENGTH,
} from '@/constants/content';
import type { BlogPost } from '@/content/blog';
import { getPosts, summarizePosts, type PostSummary } from './blog';
import { escapeRegExp } from '@/lib/escape-regexp';
import { markdownToPlainText } from './plain-text';

/**
 * Full-text search over published posts (title, excerpt, category, author and the whole body),
 * with minisearch. One index per server process, built on first use and again when a post is
 * published or changed (the posts are read from the editor's files at each search); the
 * /blog/search page (server-rendered, works without JavaScript) and GET /api/blog/search
 * (as-you-type) share it.
 */
export interface BlogSearchResult {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  date: string;
  category: string;
  /** A sentence-sized piece of the body around the first match, when the body matched. */
  snippet: string | null;
}

interface IndexedPost {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  body: string;
}

let cache:
  { version: string; index: MiniSearch<IndexedPost>; posts: Map<string, IndexedPost> } | undefined;

/** Changes whenever a published post's searchable text does (its author's or category's name too). */
const versionOf = (posts: BlogPost[], summaries: PostSummary[]) =>
  JSON.stringify(
    posts.map((p, i) => [
      p.slug,
      p.title,
      p.excerpt,
      summaries[i]!.category.name,
      summaries[i]!.author.name,
      p.body,
    ]),
  );

function buildIndex(published: BlogPost[], summaries: PostSummary[], version: string) {
  const documents: IndexedPost[] = published.map((post, i) => {
    const summary = summaries[i]!;
    return {
      id: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      category: summary.category.name,
      author: summary.author.name,
      body: markdownToPlainText(post.body),
    };
  });
  const index = new MiniSearch<IndexedPost>({
    fields: ['title', 'excerpt', 'category', 'author', 'body'],
    searchOptions: {
      boost: { title: 3, excerpt: 2, category: 1.5 },
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(documents);
  return { version, index, posts: new Map(documents.map((d) => [d.id, d])) };
}

const SNIPPET_RADIUS = 90;

/** The part of the body around the first matched term, cut at word boundaries. */
export function bodySnippet(body: string, terms: readonly string[]): string | null {
  const lower = body.toLowerCase();
  const positions = terms
    .map((term) => lower.search(new RegExp(`\\b${escapeRegExp(term.toLowerCase())}`)))
    .filter((position) => position >= 0);
  if (positions.length === 0) return null;
  const at = Math.min(...positions);
  const start = Math.max(0, body.lastIndexOf(' ', Math.max(0, at - SNIPPET_RADIUS)) + 1);
  let end = body.indexOf(' ', Math.min(body.length, at + SNIPPET_RADIUS));
  if (end === -1) end = body.length;
  return `${start > 0 ? '… ' : ''}${body.slice(start, end).trim()}${end < body.length ? ' …' : ''}`;
}

/**
 * The query as searched: the first of repeated ones, trimmed, at most BLOG_SEARCH_MAX_QUERY_LENGTH
 * characters, cut between characters (code points), never inside an emoji's surrogate pair: the
 * answer echoes it and is cached publicly.
 */
export function normalizeQuery(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return '';
  return Array.from(value.trim()).slice(0, BLOG_SEARCH_MAX_QUERY_LENGTH).join('');
}

export async function searchPosts(query: string): Promise<BlogSearchResult[]> {
  const q = query.trim();
  if (q.length < BLOG_SEARCH_MIN_QUERY_LENGTH) return [];
  const published = await getPosts();
  const summaryList = await summarizePosts(published);
  const version = versionOf(published, summaryList);
  if (cache?.version !== version) cache = buildIndex(published, summaryList, version);
  const { index, posts } = cache;
  const summaries = new Map(summaryList.map((s) => [s.slug, s]));
  return index
    .search(q)
    .slice(0, BLOG_SEARCH_MAX_RESULTS)
    .flatMap((hit) => {
      const summary = summaries.get(String(hit.id));
      const doc = posts.get(String(hit.id));
      if (!summary || !doc) return [];
      const bodyMatched = Object.values(hit.match).some((fields) => fields.includes('body'));
      return [
        {
          slug: summary.slug,
          path: summary.path,
          title: summary.title,
          excerpt: summary.excerpt,
          date: summary.date,
          category: summary.category.name,
          snippet: bodyMatched ? bodySnippet(doc.body, hit.terms) : null,
        },
      ];
    });
}
