import { gzipSync } from 'node:zlib';

/**
 * What a page's HTML weighs as served (issue 19, item 5): the document's bytes, gzipped at level 9
 * like the JavaScript, and how much of it is CSS inlined in <style> elements, which every request
 * of the page carries and the server renders each time.
 */
export interface HtmlWeight {
  bytes: number;
  gzipBytes: number;
  inlineCssBytes: number;
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

export function htmlWeight(html: string): HtmlWeight {
  const buffer = Buffer.from(html, 'utf8');
  let inlineCssBytes = 0;
  for (const match of html.matchAll(STYLE_ELEMENT)) {
    inlineCssBytes += Buffer.byteLength(match[1]!, 'utf8');
  }
  return { bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: 9 }).length, inlineCssBytes };
}

export async function measureHtmlWeight(pageUrl: string): Promise<HtmlWeight> {
  const response = await fetch(pageUrl);
  return htmlWeight(await response.text());
}
