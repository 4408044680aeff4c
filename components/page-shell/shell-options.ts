/**
 * What a page can ask of the shell, returned from getStaticProps/getServerSideProps as
 * `props.shell` (e.g. `{ props: { shell: { invertedNav: true } } }`).
 */
export interface PageShellOptions {
  /** Light navigation text for pages whose top is dark (the spec's forced inverted style). */
  invertedNav?: boolean;
  /** No header, footer or banners: full-screen pages such as the trial's welcome loader. */
  bare?: boolean;
  /** The visitor has just started a trial (/welcome): the header offers no other. */
  trialStarted?: boolean;
}

export function shellOptionsFrom(pageProps: unknown): PageShellOptions {
  if (!pageProps || typeof pageProps !== 'object' || !('shell' in pageProps)) return {};
  const shell = (pageProps as { shell?: unknown }).shell;
  if (!shell || typeof shell !== 'object') return {};
  const { invertedNav, bare, trialStarted } = shell as Record<string, unknown>;
  return {
    invertedNav: invertedNav === true,
    bare: bare === true,
    trialStarted: trialStarted === true,
  };
}
