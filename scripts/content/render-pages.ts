/**
 * Writes the server-rendered HTML of block-built pages and legal documents, one file per route, to
 * compare a content move (decisions 0190, 0193): run it before and after, then `diff -r`. The props
 * are the pages' own (their getStaticProps), rendered as the server renders them.
 *
 * Run: node --import tsx scripts/content/render-pages.ts <out-dir> [route ...]
 * (no routes: every block-built page and every legal document).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { LegalDocumentView } from '@/components/blocks/legal-document-view';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { getMarketingPageRoutes } from '@/content/pages';
import { marketingPageProps } from '@/content/pages/static-props';
import { getStaticProps as legalDocumentProps } from '@/pages/legal/[document]';
import { theme } from '@/styles/theme';

const LEGAL_PREFIX = '/legal/';

async function pageElement(route: string) {
  if (route.startsWith(LEGAL_PREFIX)) {
    const result = await legalDocumentProps({
      params: { document: route.slice(LEGAL_PREFIX.length) },
    });
    if (!('props' in result)) throw new Error(`${route} has no props`);
    return createElement(LegalDocumentView, result.props);
  }
  const result = await marketingPageProps(route);
  if (!('props' in result)) throw new Error(`${route} has no props`);
  return createElement(MarketingPageView, result.props);
}

async function renderPage(route: string): Promise<string> {
  const stream = await renderToReadableStream(
    createElement(ThemeProvider, { theme }, await pageElement(route)),
  );
  await stream.allReady;
  // styled-components numbers its classes in the order modules load, which differs between two
  // checkouts; the styles are code, which a content move leaves alone.
  return (await new Response(stream).text()).replace(/class="sc-[^"]*"/g, 'class="sc"');
}

async function main() {
  const [outDir, ...asked] = process.argv.slice(2);
  if (!outDir) throw new Error('Usage: render-pages.ts <out-dir> [route ...]');
  const routes = asked.length > 0 ? asked : await getMarketingPageRoutes();
  fs.mkdirSync(outDir, { recursive: true });
  for (const route of routes) {
    const file = path.join(
      outDir,
      `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.html`,
    );
    fs.writeFileSync(file, await renderPage(route));
  }
  console.info(`${routes.length} pages rendered into ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
