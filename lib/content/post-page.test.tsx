/** @jest-environment node */
import fs from 'node:fs';
import { Children, type ReactNode } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { ThemeProvider } from 'styled-components';
import { ModalProvider } from '@/components/modal-context';
import { GlobalPagePropsProvider } from '@/lib/content/global-page-props-context';
import type { FirstScreenGlobalPageProps } from '@/lib/content/global-page-props-types';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { theme } from '@/styles/theme';

/** Importing and rendering the page's module takes seconds on a loaded machine. */
const PAGES_TIMEOUT_MS = 60_000;

/**
 * Decision 0247: a post's "SEO title" and "SEO description" (keystatic.config.ts) are what search
 * results and shared links show; left empty, the title and the excerpt are. Read through the post
 * page's own getStaticProps in a throwaway checkout holding a post with both fields written, and
 * rendered as Next renders the page on the server, its <head> collected.
 */
const SEO_TITLE = 'SLA targets your team can keep';
const SEO_DESCRIPTION =
  'Set support service levels from your own ticket data, publish them plainly and meet them every week.';
const SOURCE = 'content/blog/posts/writing-slas-you-can-keep.mdoc';
const WITH_SEO = 'content/blog/posts/service-levels-that-hold.mdoc';

const home = process.cwd();
let root = '';
beforeAll(() => {
  root = overlayCheckout({
    [WITH_SEO]: fs
      .readFileSync(SOURCE, 'utf8')
      .replace(
        /^title: .*$/m,
        `title: "Service levels that hold"\nseoTitle: "${SEO_TITLE}"\nseoDescription: "${SEO_DESCRIPTION}"`,
      ),
  });
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

/** The <title> and meta description of a post's page, as its server-rendered <head> holds them. */
async function headOf(slug: string): Promise<{ title: string; description: string }> {
  const page = await import('@/pages/blog/[slug]');
  const result = await page.getStaticProps({ params: { slug } });
  if (!('props' in result)) throw new Error(`/blog/${slug} has no props`);
  // withGlobalPageProps adds the shell's part, which the page's own props type leaves out.
  const props = result.props as typeof result.props & {
    globalPageProps: FirstScreenGlobalPageProps;
  };
  let head: ReactNode[] = [];
  const headManager = {
    mountedInstances: new Set<ReactNode>(),
    updateHead: (elements: ReactNode[]) => {
      head = elements;
    },
  };
  // What the server render reads of the router (effects, which use the rest, do not run there).
  const path = `/blog/${slug}`;
  const router = { pathname: '/blog/[slug]', asPath: path, query: { slug }, events: mitt() };
  const stream = await renderToReadableStream(
    <RouterContext.Provider value={router as never}>
      <ThemeProvider theme={theme}>
        <GlobalPagePropsProvider initial={props.globalPageProps}>
          <ModalProvider>
            <HeadManagerContext.Provider value={headManager as never}>
              <page.default {...props} />
            </HeadManagerContext.Provider>
          </ModalProvider>
        </GlobalPagePropsProvider>
      </ThemeProvider>
    </RouterContext.Provider>,
  );
  // As the Pages Router renders: the islands' parts loaded, then the page's HTML is whole.
  await stream.allReady;
  await new Response(stream).text();
  const markup = renderToStaticMarkup(<>{Children.toArray(head)}</>);
  const description = /<meta name="description" content="([^"]*)"/.exec(markup)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
  if (title === undefined || description === undefined) throw new Error(`no title in ${markup}`);
  return { title, description };
}

describe('a post’s page in search results and shared links', () => {
  it(
    'takes the <title> and meta description from the post’s SEO title and SEO description',
    async () => {
      expect(await headOf('service-levels-that-hold')).toEqual({
        title: `${SEO_TITLE} | Switchboard`,
        description: SEO_DESCRIPTION,
      });
    },
    PAGES_TIMEOUT_MS,
  );

  it(
    'takes the title and the excerpt when the SEO fields are empty',
    async () => {
      const source = fs.readFileSync(SOURCE, 'utf8');
      const title = /^title: "(.*)"$/m.exec(source)![1]!;
      const excerpt = /^excerpt: "(.*)"$/m.exec(source)![1]!;
      expect(await headOf('writing-slas-you-can-keep')).toEqual({
        title: `${title} | Switchboard`,
        description: excerpt,
      });
    },
    PAGES_TIMEOUT_MS,
  );
});
