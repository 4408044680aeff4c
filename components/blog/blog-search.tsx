import { SiteLink as Link } from '@/components/site-link/site-link';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  BLOG_SEARCH_API_PATH,
  BLOG_SEARCH_DEBOUNCE_MS,
  BLOG_SEARCH_MAX_QUERY_LENGTH,
  BLOG_SEARCH_MIN_QUERY_LENGTH,
  BLOG_SEARCH_PATH,
} from '@/constants/content';
import type { BlogSearchResult } from '@/lib/content/search';
import { colors, fontSizes, radii } from '@/styles/theme';
import { formatLongDate } from '@/lib/content/long-date';

interface BlogSearchProps {
  /** The ?q= the page was rendered for, and its server-side results. */
  initialQuery: string;
  initialResults: BlogSearchResult[];
}

/**
 * Blog search. Without JavaScript it is a GET form whose result page the server renders; with
 * JavaScript, results update as the visitor types (GET /api/blog/search) and the URL keeps ?q= so
 * the page can be shared or reloaded.
 */
export function BlogSearch({ initialQuery, initialResults }: BlogSearchProps) {
  const inputId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState(initialResults);
  const [searchedFor, setSearchedFor] = useState(initialQuery);
  const [failed, setFailed] = useState(false);
  const lastRequest = useRef(0);

  useEffect(() => {
    const q = query.trim();
    if (q === searchedFor.trim()) return;
    const timer = window.setTimeout(() => {
      const requestId = ++lastRequest.current;
      const url = new URL(window.location.href);
      if (q) url.searchParams.set('q', q);
      else url.searchParams.delete('q');
      window.history.replaceState(window.history.state, '', url.pathname + url.search);
      if (q.length < BLOG_SEARCH_MIN_QUERY_LENGTH) {
        setResults([]);
        setSearchedFor(q);
        return;
      }
      fetch(`${BLOG_SEARCH_API_PATH}?q=${encodeURIComponent(q)}`, {
        headers: { accept: 'application/json' },
      })
        .then((response) => {
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          return response.json() as Promise<{ results: BlogSearchResult[] }>;
        })
        .then((body) => {
          // Answers can arrive out of order; only the latest query's answer is shown.
          if (requestId !== lastRequest.current) return;
          setFailed(false);
          setResults(body.results);
          setSearchedFor(q);
        })
        .catch(() => {
          if (requestId === lastRequest.current) setFailed(true);
        });
    }, BLOG_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, searchedFor]);

  const trimmed = searchedFor.trim();
  return (
    <div>
      <Form action={BLOG_SEARCH_PATH} method="get" role="search">
        <label htmlFor={inputId}>Search the blog</label>
        <Row>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Try “SLA”, “live chat staffing” or “CSAT”"
            autoComplete="off"
            maxLength={BLOG_SEARCH_MAX_QUERY_LENGTH}
          />
          <button type="submit">Search</button>
        </Row>
      </Form>

      <Status role="status" aria-live="polite">
        {failed
          ? 'Search is unavailable right now. Press Search to try again.'
          : trimmed.length >= BLOG_SEARCH_MIN_QUERY_LENGTH
            ? `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${trimmed}”`
            : trimmed
              ? `Type at least ${BLOG_SEARCH_MIN_QUERY_LENGTH} characters to search.`
              : ''}
      </Status>

      {results.length > 0 && (
        <Results aria-label="Search results">
          {results.map((result) => (
            <li key={result.slug}>
              <article>
                <p className="meta">
                  {result.category} ·{' '}
                  <time dateTime={result.date}>{formatLongDate(result.date)}</time>
                </p>
                <h2>
                  <Link href={result.path}>{result.title}</Link>
                </h2>
                <p>{result.snippet ?? result.excerpt}</p>
              </article>
            </li>
          ))}
        </Results>
      )}
      {!failed && trimmed.length >= BLOG_SEARCH_MIN_QUERY_LENGTH && results.length === 0 && (
        <Empty>
          No posts match “{trimmed}”. Try a broader word, or browse{' '}
          <Link href="/blog">all posts</Link>.
        </Empty>
      )}
    </div>
  );
}

const Form = styled.form`
  max-width: 720px;
  label {
    display: block;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 10px 16px;
    border: 1.5px solid ${colors.ink300};
    border-radius: ${radii.md};
    font-size: ${fontSizes.lg};
  }
  input:focus-visible {
    border-color: ${colors.violet500};
  }
  button {
    min-height: 48px;
    padding: 0 22px;
    border: 0;
    border-radius: ${radii.md};
    background: ${colors.violet600};
    color: ${colors.white};
    font-weight: 600;
    cursor: pointer;
  }
  button:hover {
    background: ${colors.violet700};
  }
`;

const Status = styled.p`
  min-height: 1.6em;
  margin: 20px 0 8px;
  color: ${colors.ink600};
`;

const Results = styled.ol`
  max-width: 820px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 20px 0;
    border-bottom: 1px solid ${colors.ink200};
  }
  .meta {
    margin: 0 0 4px;
    font-size: ${fontSizes.sm};
    color: ${colors.violet700};
    font-weight: 600;
  }
  h2 {
    margin: 0 0 6px;
    font-size: ${fontSizes.xl};
  }
  h2 a {
    color: ${colors.ink900};
    text-decoration: none;
  }
  h2 a:hover {
    color: ${colors.violet700};
    text-decoration: underline;
  }
  p:last-child {
    margin: 0;
    color: ${colors.ink600};
  }
`;

const Empty = styled.p`
  color: ${colors.ink600};
`;
