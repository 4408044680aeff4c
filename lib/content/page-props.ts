import { firstScreenNavigation } from './first-screen-navigation';
import { getGlobalPageProps } from './global-page-props';
import type { FirstScreenGlobalPageProps } from './global-page-props-types';

/**
 * Adds the first screen's part of the global page context (spec section 3) to a page's props in
 * getStaticProps or getServerSideProps, so pages/_app.tsx can seed the browser copy from
 * `pageProps.globalPageProps`; the browser fetches the whole context from GET /api/config/app.
 * Every byte here is in the page's HTML (`__NEXT_DATA__`) on every request (decision 0181).
 */
export async function withGlobalPageProps<P extends object>(
  props: P,
): Promise<P & { globalPageProps: FirstScreenGlobalPageProps }> {
  const { announcement, featureFlags, lastUpdated, navigation } = await getGlobalPageProps();
  return {
    ...props,
    globalPageProps: {
      announcement,
      featureFlags,
      lastUpdated,
      navigation: firstScreenNavigation(navigation),
    },
  };
}

/**
 * getStaticProps of a page that needs nothing but the global context: the shell's header is the
 * editor's and its top level comes with it (decisions 0191, 0211).
 */
export const globalPagePropsOnly = async () => ({ props: await withGlobalPageProps({}) });
