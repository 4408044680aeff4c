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
  /**
   * The team's own pages (the lead view): bare, and none of the public site's measurement or its
   * cookie banner, since nothing is tracked there.
   */
  internal?: boolean;
}

export function shellOptionsFrom(pageProps: unknown): PageShellOptions {
  if (!pageProps || typeof pageProps !== 'object' || !('shell' in pageProps)) return {};
  const shell = (pageProps as { shell?: unknown }).shell;
  if (!shell || typeof shell !== 'object') return {};
  const { invertedNav, bare, trialStarted, internal } = shell as Record<string, unknown>;
  return {
    invertedNav: invertedNav === true,
    bare: bare === true || internal === true,
    trialStarted: trialStarted === true,
    internal: internal === true,
  };
}
