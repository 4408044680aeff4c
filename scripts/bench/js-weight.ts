import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a visitor downloads before interacting: every script the served HTML references
 * (`<script src>`, `<link rel="preload|modulepreload" as="script">`), gzipped. Lazily loaded modal
 * code is not referenced by the HTML, so it does not count.
 */
export interface JsWeight {
  files: number;
  gzipBytes: number;
}

export function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (!href) continue;
    if (
      /\brel="modulepreload"/i.test(tag) ||
      (/\brel="preload"/i.test(tag) && /\bas="script"/i.test(tag))
    )
      urls.add(href);
  }
  return [...urls].map((url) => new URL(url.replaceAll('&amp;', '&'), pageUrl).toString());
}

export async function measureJsWeight(pageUrl: string): Promise<JsWeight> {
  const html = await (await fetch(pageUrl)).text();
  let gzipBytes = 0;
  const urls = scriptUrls(html, pageUrl);
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    // Level 9, like a CDN's static compression; Next's own on-the-fly gzip is within a few percent.
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.length, gzipBytes };
}
