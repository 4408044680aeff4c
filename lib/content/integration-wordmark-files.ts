import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the drawn wordmarks of integrations live and how they are set (decision 0022). Build-time
 * only, like lib/content/integration-logos.ts.
 */
export const WORDMARK_DIR = path.join('public', 'logos', 'integrations');

export interface WordmarkDrawing {
  viewBox: string;
  paths: string[];
}

/** The viewBox and outlines of an integration's wordmark file. */
export function readWordmark(slug: string): WordmarkDrawing {
  const file = path.join(process.cwd(), WORDMARK_DIR, `${slug}.svg`);
  const svg = fs.readFileSync(file, 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]!);
  if (!viewBox || paths.length === 0 || /<text\b/.test(svg)) {
    throw new Error(
      `${file}: not an outlined wordmark (run scripts/content/integration-wordmarks.ts)`,
    );
  }
  return { viewBox, paths };
}
