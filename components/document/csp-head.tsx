// Only pages/_document.tsx renders this subclass, which is what the rule protects.
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head } from 'next/document';

/** Same-origin loader that replaces Next's inline Turbopack bootstrap (public/scripts/chunk-bootstrap.js). */
export const CHUNK_BOOTSTRAP_SRC = '/scripts/chunk-bootstrap.js';

/** React key Next 16 gives its inline `globalThis.TURBOPACK.push(...)` bootstrap script. */
const INLINE_BOOTSTRAP_KEY = 'turbopack-bootstrap';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * next/document's <Head>, minus the one inline executable script a Turbopack production build
 * emits. Its data travels in a data- attribute of a same-origin script instead, so statically
 * generated pages work under `script-src 'self'` without per-request nonces
 * (docs/decisions/0070-csp.md). tests/e2e/security-headers.spec.ts fails if an inline script
 * comes back after a Next upgrade.
 */
export class CspHead extends Head {
  /** The loader goes first: deferred scripts run in document order, dynamic chunks included. */
  getDynamicChunks(files: DocumentFiles) {
    const loader = this.chunkBootstrapLoader();
    const chunks = super.getDynamicChunks(files);
    return loader ? [loader, ...chunks] : chunks;
  }

  getScripts(files: DocumentFiles) {
    return super.getScripts(files).filter((script) => script.key !== INLINE_BOOTSTRAP_KEY);
  }

  private chunkBootstrapLoader() {
    const { buildManifest, __NEXT_DATA__, crossOrigin } = this.context;
    const paramsByPage = buildManifest.pagesChunkGroupBootstrapParams;
    const global = buildManifest.chunkLoadingGlobal;
    // Only Turbopack production builds have bootstrap params (same test as Next's own).
    if (!paramsByPage || !global) return null;
    const params = ['/_app', __NEXT_DATA__.page].flatMap((page) => {
      const entry = paramsByPage[page];
      return entry ? [entry] : [];
    });
    if (params.length === 0) return null;
    return (
      <script
        key="chunk-bootstrap"
        src={CHUNK_BOOTSTRAP_SRC}
        defer
        nonce={this.props.nonce}
        crossOrigin={this.props.crossOrigin ?? crossOrigin}
        data-bootstrap={JSON.stringify({ global, params })}
      />
    );
  }
}
