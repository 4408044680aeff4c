// Only pages/_document.tsx renders this subclass, which is what the rule protects.
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head, NextScript } from 'next/document';
import type { ComponentProps } from 'react';
import { pageDataWithoutMarkup } from './markup-once';
import { overrideIsOn } from './overrides';
import { CHUNK_BOOTSTRAP_SRC } from '@/constants/public-scripts';

/** Where Next serves a build's files without an asset prefix; the loader adds it back. */
const NEXT_ASSETS = '/_next/';

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
  /**
   * Same-origin scripts that must run before any of the app's code (the consent defaults, before
   * the app can load any tag): the loader runs them first, in order. A method for pages/_document
   * to override, not a prop: next/document's Head writes its props onto `<head>`.
   */
  protected beforeApp(): readonly string[] {
    return [];
  }

  /**
   * Where the loader is served from; `_document` may give an address that changes with its
   * contents (decision 0240). A method for the same reason as `beforeApp()`.
   */
  protected loaderSrc(): string {
    return CHUNK_BOOTSTRAP_SRC;
  }

  /**
   * Only the loader is in the HTML, async and render-blocking (decision 0240). It starts the `beforeApp()` scripts
   * and then the app's, in order, once the document is parsed and after the first contentful
   * paint: the first paint never waits for, nor shares the network with, the app's code
   * (decision 0150).
   */
  getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files);
    const bootstrap = this.bootstrap();
    if (!bootstrap) return [...this.beforeAppTags(), ...chunks];
    const scripts = listedScripts(
      [...this.beforeApp(), ...[...chunks, ...this.appScripts(files)].flatMap(scriptSource)],
      seedChunkFiles(bootstrap.params),
    );
    const { crossOrigin } = this.context;
    return [
      <script
        key="chunk-bootstrap"
        src={this.loaderSrc()}
        // Async: no deferred script, whose task Chromium would also give the end of parsing's
        // layout. Render-blocking: nothing shows, so nothing is clicked, before it listens
        // (decision 0240).
        async
        blocking="render"
        nonce={this.props.nonce}
        crossOrigin={this.props.crossOrigin ?? crossOrigin}
        data-bootstrap={JSON.stringify(bootstrap)}
        data-hold-until-paint={overrideIsOn('first-paint-hold') ? '' : undefined}
        data-scripts={JSON.stringify(scripts)}
      />,
    ];
  }

  getScripts(files: DocumentFiles) {
    // With a loader, the loader names them (getDynamicChunks).
    return this.bootstrap() ? [] : this.appScripts(files);
  }

  /** Without a loader (a build without Turbopack's bootstrap), those scripts as deferred tags. */
  private beforeAppTags() {
    return this.beforeApp().map((src) => (
      <script key={src} src={src} defer nonce={this.props.nonce} />
    ));
  }

  private appScripts(files: DocumentFiles) {
    return super.getScripts(files).filter((script) => script.key !== INLINE_BOOTSTRAP_KEY);
  }

  /** The chunk-loading queue's seed, as Next would inline it; null outside Turbopack builds. */
  private bootstrap() {
    const { buildManifest, __NEXT_DATA__ } = this.context;
    const paramsByPage = buildManifest.pagesChunkGroupBootstrapParams;
    const global = buildManifest.chunkLoadingGlobal;
    // Only Turbopack production builds have bootstrap params (same test as Next's own).
    if (!paramsByPage || !global) return null;
    const params = ['/_app', __NEXT_DATA__.page].flatMap((page) => {
      const entry = paramsByPage[page];
      return entry ? [entry] : [];
    });
    return params.length === 0 ? null : { global, params };
  }
}

type ScriptElement = ReturnType<Head['getScripts']>[number];

/**
 * The chunk files the queue's seed names, in order (Next types its entries as `object`). Only file
 * names count: Turbopack may give a chunk as an object, and the loader counts as this does.
 */
export function seedChunkFiles(params: object[]): string[] {
  return params.flatMap((entry) => {
    const chunks = (entry as { otherChunks?: unknown }).otherChunks;
    return Array.isArray(chunks) ? chunks.filter((chunk) => typeof chunk === 'string') : [];
  });
}

/**
 * The loader's list of the scripts it starts (those before the app, then the app's), in order. A
 * script the queue's seed already names (one of its chunks, under /_next/) is given by its place
 * among the seed's chunks: the list no longer repeats their names, 151 bytes gzipped of home's
 * HTML (decision 0235).
 */
export function listedScripts(sources: string[], seedChunks: string[]): (string | number)[] {
  return sources.map((src) => {
    const place = src.startsWith(NEXT_ASSETS)
      ? seedChunks.indexOf(src.slice(NEXT_ASSETS.length))
      : -1;
    return place >= 0 ? place : src;
  });
}

function scriptSource(script: ScriptElement | null): string[] {
  const src = (script?.props as { src?: unknown } | undefined)?.src;
  return typeof src === 'string' ? [src] : [];
}

/**
 * next/document's <NextScript>, whose page data (`__NEXT_DATA__`) leaves out the HTML that the
 * markup already holds, `markup` as the page's render collected it (decision 0237,
 * ./markup-once.tsx). NextScript writes that script from its context while it renders, so the
 * context is swapped for that one render.
 */
export class PageDataScript extends NextScript {
  declare props: Readonly<ComponentProps<typeof NextScript> & { markup: readonly string[] }>;

  render() {
    const context = this.context;
    const { __NEXT_DATA__ } = context;
    this.context = {
      ...context,
      __NEXT_DATA__: {
        ...__NEXT_DATA__,
        props: pageDataWithoutMarkup(__NEXT_DATA__.props, this.props.markup),
      },
    };
    try {
      return super.render();
    } finally {
      this.context = context;
    }
  }
}
