import Document, {
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { CspHead } from '@/components/document/csp-head';
import { CONSENT_DEFAULTS_SRC, WHITE_OUT_SRC } from '@/components/consent/head-scripts';
import { WHITE_OUT_TIMEOUT_MS } from '@/constants/timings';
import { isWhiteOutEnabled } from '@/lib/experiments/config';

/** Collects styled-components styles during server rendering so pages arrive fully styled. */
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
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    return (
      <Html lang="en">
        {/* CspHead: next/document's Head without inline scripts (docs/decisions/0070-csp.md). */}
        <CspHead>
          {/* Consent Mode 'denied' defaults (and the A/B white-out when its wait flag is set) must run
              before any tag, hence blocking same-origin scripts (docs/decisions/0060-consent-and-measurement.md). */}
          {/* eslint-disable-next-line @next/next/no-sync-scripts -- must run before any tag loads */}
          <script src={CONSENT_DEFAULTS_SRC} />
          {isWhiteOutEnabled() && (
            // eslint-disable-next-line @next/next/no-sync-scripts -- hides the page before first paint
            <script src={WHITE_OUT_SRC} data-timeout-ms={WHITE_OUT_TIMEOUT_MS} />
          )}
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
