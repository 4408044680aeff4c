/**
 * Outlines the words of SVG images: every `<text>` becomes a `<path>` in Inter (decision 0083).
 *
 *   node --import tsx scripts/content/outline-svg-text.ts [files...]
 *
 * Without arguments: every .svg under public/ that still has a `<text>` element. Rewrites the
 * files in place; to change a word later, put the `<text>` back (see the file's history) and run
 * this again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { interFonts, outlineSvgText } from './svg-text-outline';

function svgFilesWithText(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => path.join(dir, file))
    .filter((file) => /<text\b/.test(fs.readFileSync(file, 'utf8')))
    .sort();
}

const files = process.argv.length > 2 ? process.argv.slice(2) : svgFilesWithText('public');
const fonts = interFonts();
let changed = 0;
for (const file of files) {
  const svg = fs.readFileSync(file, 'utf8');
  let outlined: string;
  try {
    outlined = outlineSvgText(svg, fonts);
  } catch (error) {
    console.error(`[outline-svg-text] ${file}: ${(error as Error).message}`);
    process.exitCode = 1;
    continue;
  }
  if (outlined === svg) continue;
  fs.writeFileSync(file, outlined);
  changed += 1;
  const count = svg.match(/<text\b/g)?.length ?? 0;
  console.info(`[outline-svg-text] ${file}: ${count} text elements outlined`);
}
console.info(`[outline-svg-text] ${changed} of ${files.length} files changed`);
