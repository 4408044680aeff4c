/**
 * Marks a module as server-only. The 'server-only' package works only with the App Router (Next 16
 * refuses it in Pages Router builds), so server modules import this guard instead, and ESLint forbids
 * browser-side folders from importing lib/server at all (eslint.config.mjs). Pages may import
 * lib/server only from getStaticProps/getServerSideProps, which Next strips from browser bundles.
 */
if (typeof window !== 'undefined') {
  throw new Error('A lib/server module was bundled into browser code.');
}

export {};
