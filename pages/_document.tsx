import Document, {
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { CspHead } from '@/lib/rendering/document-head';
import { CONSENT_DEFAULTS_SRC, WHITE_OUT_SRC } from '@/components/consent/head-scripts';
import { WHITE_OUT_TIMEOUT_MS } from '@/constants/timings';
import { PRELOADED_FONT_FILE } from '@/styles/fonts';
import { inlineSuspenseBoundaries } from '@/lib/server/rendering/inline-suspense-boundaries';
import { isWhiteOutEnabled } from '@/lib/experiments/config';

/**
 * Collects styled-components styles during server rendering so pages arrive fully styled, and keeps
 * every Suspense boundary's markup in place (no inline script needed).
 */
export default class SiteDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return {
        ...initialProps,
        // React moves late Suspense boundaries behind inline scripts; put them back in place.
        html: inlineSuspenseBoundaries(initialProps.html),
        styles: [initialProps.styles, sheet.getStyleElement()],
      };
    } finally {
      sheet.seal();
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
          <NextScript />
        </body>
      </Html>
    );
  }
}
