import { JSDOM } from 'jsdom';
import type {
  GetServerSideProps,
  GetServerSidePropsContext,
  NextApiRequest,
  NextApiResponse,
} from 'next';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import type { LeadViewEndpoint } from './lead-view';

/** A lead-view page module: its component and its getServerSideProps. */
export interface LeadViewPageModule<P extends Record<string, unknown>> {
  default: ComponentType<P>;
  getServerSideProps: GetServerSideProps<P>;
}

/**
 * The Pages Router's part for a lead-view page, served on a bench (openLeadViewEndpoint): its
 * getServerSideProps on the bench's database, then the page's HTML as the server renders it. A
 * dynamic page names its parameter (`[id]`: 'id'), read from the path's last segment.
 */
export function leadViewPageHandler<P extends Record<string, unknown>>(
  page: LeadViewPageModule<P>,
  { param }: { param?: string } = {},
) {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    const lastSegment = new URL(req.url ?? '/', 'http://localhost').pathname.split('/').at(-1);
    const context = {
      req,
      res,
      params: param ? { [param]: lastSegment ?? '' } : {},
      query: req.query,
      resolvedUrl: req.url ?? '',
    } as GetServerSidePropsContext;
    const result = await page.getServerSideProps(context);
    if (!('props' in result)) return res.status(404).send('');
    const element = createElement(page.default, await result.props);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.send(renderToStaticMarkup(createElement(ThemeProvider, { theme }, element)));
  };
}

/** The page at `path` as the signed-in marketer's browser receives it, to read like one. */
export async function openLeadViewPage(
  bench: LeadViewEndpoint,
  origin: string,
  path: string,
): Promise<Document> {
  const answer = await fetch(`${origin}${path}`, {
    headers: { authorization: bench.authorization },
  });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return new JSDOM(await answer.text()).window.document;
}

/** A node's text as a reader sees it: runs of white space are one space. */
export const shownText = (node: Node | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The pager's parts in order (its links and where the list stands); null without a pager. */
export const pagerParts = (document: Document): string[] | null => {
  const pager = document.querySelector('nav[aria-label="Pages"]');
  return pager ? [...pager.children].map(shownText) : null;
};

/** Every paragraph of the page, as read. */
export const paragraphs = (document: Document): string[] =>
  [...document.querySelectorAll('p')].map(shownText);
