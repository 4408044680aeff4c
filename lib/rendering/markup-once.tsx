import { createContext, useContext } from 'react';
import { notifyError } from '@/lib/error-reporting/browser';

/**
 * HTML a page shows as it is (a post's, a story's or a legal document's Markdown, rendered on the
 * server) travels once in the first document: in its markup, not a second time in its page data
 * (decision 0237). `PageDataScript` (./document-head.tsx) writes `__NEXT_DATA__` with a short
 * reference in its place (`pageDataWithoutMarkup`), and the browser reads the HTML back from the
 * markup to hydrate. The page's data file, which client-side navigations fetch, keeps it whole.
 * Whatever shows such HTML in the browser takes it through `useHtmlInMarkup`: anything else would
 * be given the reference.
 */

/** What the first document's page data carries instead of HTML its markup holds: this and a number. */
const IN_MARKUP = '\u2063in-markup:';

/** Shorter HTML stays in the page data: a reference and an attribute would save next to nothing. */
const SHORTEST = 200;

/** The attribute of the element that holds a piece of HTML the page data leaves out. */
const ATTRIBUTE = 'data-in-markup';

/** Server only: the HTML the page rendered as it is, in order (pages/_document.tsx provides it). */
export const MarkupOnceCollector = createContext<string[] | null>(null);

/** Read once each: every later render (or React rendering the page again after an error) reuses it. */
const readFromMarkup = new Map<string, string>();

function markupOf(place: string): string {
  const known = readFromMarkup.get(place);
  if (known !== undefined) return known;
  const element = /^\d+$/.test(place) ? document.querySelector(`[${ATTRIBUTE}="${place}"]`) : null;
  if (!element) {
    // The server noted HTML that its markup does not hold (a part that rendered elsewhere): the
    // body would show empty. Never silent.
    const error = new Error(`No markup holds the HTML at place ${place} (decision 0237)`);
    console.error(error);
    notifyError(error, 'useHtmlInMarkup');
  }
  const html = element?.innerHTML ?? '';
  readFromMarkup.set(place, html);
  return html;
}

/**
 * The HTML to render, and the attribute that marks where it is, for a component that renders
 * HTML as it is. On the server, HTML long enough is noted for the page data to leave out; in the
 * browser, a reference is read back from the markup.
 */
export function useHtmlInMarkup(html: string): {
  html: string;
  markupProps: { [ATTRIBUTE]?: string };
} {
  const collector = useContext(MarkupOnceCollector);
  if (typeof html === 'string' && html.startsWith(IN_MARKUP)) {
    // Read at the first render, while the server's markup is still there to hydrate; kept since.
    const reference = html.slice(IN_MARKUP.length);
    return { html: markupOf(reference), markupProps: { [ATTRIBUTE]: reference } };
  }
  if (!collector || typeof html !== 'string' || html.length < SHORTEST) {
    return { html, markupProps: {} };
  }
  let place = collector.indexOf(html);
  if (place < 0) place = collector.push(html) - 1;
  return { html, markupProps: { [ATTRIBUTE]: String(place) } };
}

/**
 * The page data with every string the markup already holds (as `collected`) replaced by its
 * reference. Everything else is kept as it is; the data given is not changed.
 */
export function pageDataWithoutMarkup<T>(data: T, collected: readonly string[]): T {
  if (collected.length === 0) return data;
  const places = new Map(collected.map((html, place) => [html, place]));
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const place = places.get(value);
      return place === undefined ? value : `${IN_MARKUP}${place}`;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(data) as T;
}
