import { Children, type ComponentType, type ReactNode } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { ThemeProvider } from 'styled-components';
import { ModalProvider } from '@/components/modal-context';
import { GlobalPagePropsProvider } from '@/lib/content/global-page-props-context';
import type { FirstScreenGlobalPageProps } from '@/lib/content/global-page-props-types';
import { theme } from '@/styles/theme';

export interface ServerRenderedPage {
  /** The <title> and meta description the page's <Head> gave. */
  title: string;
  description: string;
  /** The page's HTML (the shell's <head> and scripts not included). */
  body: string;
}

/**
 * A page component rendered with the props its getStaticProps returned, as the Pages Router
 * renders it on the server: inside the app's providers, its islands' parts loaded, its <Head>
 * collected. `router` is what the server render reads of the router (effects do not run there).
 */
export async function renderPageOnServer(
  Page: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  router: { pathname: string; asPath: string; query?: Record<string, string> },
): Promise<ServerRenderedPage> {
  let head: ReactNode[] = [];
  const headManager = {
    mountedInstances: new Set<ReactNode>(),
    updateHead: (elements: ReactNode[]) => {
      head = elements;
    },
  };
  const stream = await renderToReadableStream(
    <RouterContext.Provider value={{ query: {}, ...router, events: mitt() } as never}>
      <ThemeProvider theme={theme}>
        <GlobalPagePropsProvider
          initial={(props as { globalPageProps: FirstScreenGlobalPageProps }).globalPageProps}
        >
          <ModalProvider>
            <HeadManagerContext.Provider value={headManager as never}>
              <Page {...props} />
            </HeadManagerContext.Provider>
          </ModalProvider>
        </GlobalPagePropsProvider>
      </ThemeProvider>
    </RouterContext.Provider>,
  );
  await stream.allReady;
  const body = await new Response(stream).text();
  const markup = renderToStaticMarkup(<>{Children.toArray(head)}</>);
  const description = /<meta name="description" content="([^"]*)"/.exec(markup)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
  if (title === undefined || description === undefined) throw new Error(`no title in ${markup}`);
  return { title, description, body };
}
