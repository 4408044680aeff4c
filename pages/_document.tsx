import Document, {
  Html,
  Main,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { ServerStyleSheet, version as styledComponentsVersion } from 'styled-components';
import { ServerFooterLinks } from '@/components/footer/server-footer-links';
import { CspHead, PageDataScript } from '@/lib/rendering/document-head';
import { MarkupOnceCollector } from '@/lib/rendering/markup-once';
import {
  CHUNK_BOOTSTRAP_SRC,
  CONSENT_DEFAULTS_SRC,
  WHITE_OUT_SRC,
} from '@/constants/public-scripts';
import { WHITE_OUT_TIMEOUT_MS } from '@/constants/timings';
import { PRELOADED_FONT_FILE } from '@/styles/fonts';
import { readNavigation } from '@/content/site-navigation';
import { collectGlobalStyles } from '@/lib/server/rendering/global-styles';
import { inlineSuspenseBoundaries } from '@/lib/server/rendering/inline-suspense-boundaries';
import { versionedPublicScript } from '@/lib/server/rendering/public-script-version';
import { isWhiteOutEnabled } from '@/lib/experiments/config';
import { StyleRegionSheets } from '@/lib/rendering/style-regions';
import {
  regionStylesheetHref,
  splitStyles,
  type RenderedStyles,
} from '@/lib/server/rendering/style-regions';

/** The HTML the page rendered as it is, which its page data leaves out (decision 0237). */
type SiteDocumentProps = DocumentInitialProps & { markup: string[] };

/**
 * The document's head: the Consent Mode defaults run before any of the app's code (0239); both
 * scripts at addresses that change with their contents (0240).
 */
class SiteHead extends CspHead {
  protected beforeApp() {
    return [versionedPublicScript(CONSENT_DEFAULTS_SRC)];
  }

  protected loaderSrc() {
    return versionedPublicScript(CHUNK_BOOTSTRAP_SRC);
  }
}

/**
 * Collects styled-components styles during server rendering so pages arrive fully styled, and keeps
 * every Suspense boundary's markup in place (no inline script needed).
 */
export default class SiteDocument extends Document<SiteDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<SiteDocumentProps> {
    const sheet = new ServerStyleSheet();
    // The header's and the below-the-first-screen parts' rules go to cacheable files (decision 0199).
    const regions = { shell: new ServerStyleSheet(), below: new ServerStyleSheet() };
    const originalRenderPage = ctx.renderPage;
    // The footer is rendered here from the editor's file, its links kept out of the page's props
    // (decision 0211). Read at each render, so a page regenerated after a save shows the save.
    const { footer } = await readNavigation();
    const markup: string[] = [];
    try {
      collectGlobalStyles(regions.shell);
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <StyleRegionSheets value={regions}>
                <ServerFooterLinks.Provider value={footer}>
                  <MarkupOnceCollector value={markup}>
                    <App {...props} />
                  </MarkupOnceCollector>
                </ServerFooterLinks.Provider>
              </StyleRegionSheets>,
            ),
        });
      const initialProps = await Document.getInitialProps(ctx);
      const rendered: RenderedStyles = {
        inline: sheet.instance.toString(),
        shell: regions.shell.instance.toString(),
        below: regions.below.instance.toString(),
      };
      const { external } = splitStyles(rendered);
      const shellHref = regionStylesheetHref('shell', external.shell);
      const belowHref = regionStylesheetHref('below', external.below);
      // A region without its file (a page rendered after the build with rules no build wrote)
      // keeps its rules inline, as before.
      const keepInline = new Set([
        ...(shellHref ? [] : (['shell'] as const)),
        ...(belowHref ? [] : (['below'] as const)),
      ]);
      const { inline } = splitStyles(rendered, keepInline);
      return {
        ...initialProps,
        markup,
        // React moves late Suspense boundaries behind inline scripts; put them back in place.
        html: inlineSuspenseBoundaries(initialProps.html),
        // Cascade order as one sheet would give it: the shell's rules, the first screen's, then
        // the lower parts' (which may extend either). Both files block the first paint: linked
        // after it, the lower parts that a tall screen shows at once would shift (decision 0199).
        styles: [
          initialProps.styles,
          shellHref && <link key="shell-styles" rel="stylesheet" href={shellHref} />,
          <style
            key="styled-components"
            data-styled=""
            data-styled-version={styledComponentsVersion}
            dangerouslySetInnerHTML={{ __html: inline }}
          />,
          belowHref && <link key="below-styles" rel="stylesheet" href={belowHref} />,
        ],
      };
    } finally {
      sheet.seal();
      regions.shell.seal();
      regions.below.seal();
    }
  }

  render() {
    return (
      <Html lang="en">
        {/* CspHead: next/document's Head without inline scripts (docs/decisions/0070-csp.md); the
            loader runs the Consent Mode 'denied' defaults before any of the app's code, which is
            what loads any tag (docs/decisions/0060-consent-and-measurement.md, 0239). */}
        <SiteHead>
          {/* The A/B white-out, when its wait flag is set, must hide the page before first paint:
              blocking. */}
          {isWhiteOutEnabled() && (
            // eslint-disable-next-line @next/next/no-sync-scripts -- hides the page before first paint
            <script
              src={versionedPublicScript(WHITE_OUT_SRC)}
              data-timeout-ms={WHITE_OUT_TIMEOUT_MS}
            />
          )}
          {/* The brand typeface's first-screen file (decisions 0135 and 0225). */}
          <link
            rel="preload"
            href={PRELOADED_FONT_FILE}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
          <meta name="theme-color" content="#5227cc" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </SiteHead>
        <body>
          <Main />
          <PageDataScript markup={this.props.markup} />
        </body>
      </Html>
    );
  }
}
