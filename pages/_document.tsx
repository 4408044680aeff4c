import Document, {
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { ServerStyleSheet, version as styledComponentsVersion } from 'styled-components';
import { CspHead } from '@/lib/rendering/document-head';
import { CONSENT_DEFAULTS_SRC, WHITE_OUT_SRC } from '@/components/consent/head-scripts';
import { WHITE_OUT_TIMEOUT_MS } from '@/constants/timings';
import { PRELOADED_FONT_FILE } from '@/styles/fonts';
import { inlineSuspenseBoundaries } from '@/lib/server/rendering/inline-suspense-boundaries';
import { isWhiteOutEnabled } from '@/lib/experiments/config';
import { StyleRegionSheets } from '@/lib/rendering/style-regions';
import {
  regionStylesheetHref,
  splitStyles,
  type RenderedStyles,
} from '@/lib/server/rendering/style-regions';

interface SiteDocumentProps extends DocumentInitialProps {
  /** The stylesheet of what lies below the first screen, linked at the end of the body (0199). */
  belowFirstScreenStylesheet: string | null;
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
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) =>
            sheet.collectStyles(
              <StyleRegionSheets value={regions}>
                <App {...props} />
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
        // React moves late Suspense boundaries behind inline scripts; put them back in place.
        html: inlineSuspenseBoundaries(initialProps.html),
        styles: [
          initialProps.styles,
          shellHref && <link key="shell-styles" rel="stylesheet" href={shellHref} />,
          // Fetched with the head, applied at the end of the body: ready before the visitor scrolls.
          belowHref && <link key="below-styles" rel="preload" as="style" href={belowHref} />,
          <style
            key="styled-components"
            data-styled=""
            data-styled-version={styledComponentsVersion}
            dangerouslySetInnerHTML={{ __html: inline }}
          />,
        ],
        belowFirstScreenStylesheet: belowHref,
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
        {/* CspHead: next/document's Head without inline scripts (docs/decisions/0070-csp.md). */}
        <CspHead>
          {/* Consent Mode 'denied' defaults run first among the deferred scripts: before the app,
              which is what loads any tag (docs/decisions/0060-consent-and-measurement.md). The A/B
              white-out, when its wait flag is set, must hide the page before first paint: blocking. */}
          <script src={CONSENT_DEFAULTS_SRC} defer />
          {isWhiteOutEnabled() && (
            // eslint-disable-next-line @next/next/no-sync-scripts -- hides the page before first paint
            <script src={WHITE_OUT_SRC} data-timeout-ms={WHITE_OUT_TIMEOUT_MS} />
          )}
          {/* The brand typeface's upright file, needed by the first screen (decision 0135). */}
          <link
            rel="preload"
            href={PRELOADED_FONT_FILE}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
          <meta name="theme-color" content="#5227cc" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </CspHead>
        <body>
          <Main />
          {/* Below the first screen's content: the first paint does not wait for it (0199). */}
          {this.props.belowFirstScreenStylesheet && (
            <link rel="stylesheet" href={this.props.belowFirstScreenStylesheet} />
          )}
          <NextScript />
        </body>
      </Html>
    );
  }
}
