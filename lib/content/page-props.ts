import { getGlobalPageProps, type GlobalPageProps } from './global-page-props';

/**
 * Adds the global page context (spec section 3) to a page's props in getStaticProps or
 * getServerSideProps, so pages/_app.tsx can seed the browser copy from `pageProps.globalPageProps`.
 */
export async function withGlobalPageProps<P extends object>(
  props: P,
): Promise<P & { globalPageProps: GlobalPageProps }> {
  return { ...props, globalPageProps: await getGlobalPageProps() };
}
