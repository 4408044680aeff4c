/**
 * Writes the server-rendered HTML of block-built pages, one file per route, to compare a content
 * move (decision 0190): run it before and after, then `diff -r`. The props are the pages' own
 * (marketingPageProps: content plus the editor's lists), rendered as the server renders them.
 *
 * Run: node --import tsx scripts/content/render-pages.ts <out-dir> [route ...]
 * (no routes: every block-built page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { MarketingPageView } from '@/components/blocks/marketing-page-view';
import { getMarketingPages } from '@/content/pages';
import { marketingPageProps } from '@/content/pages/static-props';
import { theme } from '@/styles/theme';

async function renderPage(route: string): Promise<string> {
  const result = await marketingPageProps(route);
  if (!('props' in result)) throw new Error(`${route} has no props`);
  const stream = await renderToReadableStream(
    createElement(ThemeProvider, { theme }, createElement(MarketingPageView, result.props)),
  );
  await stream.allReady;
  // styled-components numbers its classes in the order modules load, which differs between two
  // checkouts; the styles are code, which a content move leaves alone.
  return (await new Response(stream).text()).replace(/class="sc-[^"]*"/g, 'class="sc"');
}

async function main() {
  const [outDir, ...asked] = process.argv.slice(2);
  if (!outDir) throw new Error('Usage: render-pages.ts <out-dir> [route ...]');
  const routes = asked.length > 0 ? asked : (await getMarketingPages()).map((page) => page.route);
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
