/**
 * Splits Inter's upright Latin file in two (decision 0225): the characters every page's copy uses,
 * preloaded on every page, and the rest of Latin, fetched by the browser only when a page draws one
 * of them. Both keep the variable weight axis and the layout features (kerning, ligatures).
 *
 * `node --import tsx scripts/content/subset-inter.ts` writes the two files of styles/fonts.ts into
 * public/ from the installed @fontsource-variable/inter; subset-inter.test.ts checks that they hold
 * exactly their ranges' characters. Run it again when the package's version changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { INTER_UPRIGHT_SUBSETS, type CodeRange } from '@/styles/fonts';
import { INTER_VARIABLE_FILE } from './font-fallback-metrics';

/** Every character of the ranges, as one string (subset-font takes the text to keep). */
export function charactersOf(ranges: readonly CodeRange[]): string {
  let text = '';
  for (const [first, last] of ranges)
    for (let codePoint = first; codePoint <= last; codePoint += 1)
      text += String.fromCodePoint(codePoint);
  return text;
}

/** The upright variable file cut down to the ranges' characters, as WOFF2. */
export function subsetInter(ranges: readonly CodeRange[]): Promise<Buffer> {
  return subsetFont(fs.readFileSync(INTER_VARIABLE_FILE), charactersOf(ranges), {
    targetFormat: 'woff2',
  });
}

async function main() {
  for (const { file, ranges } of INTER_UPRIGHT_SUBSETS) {
    const bytes = await subsetInter(ranges);
    fs.writeFileSync(path.join('public', file), bytes);
    console.info(`${file}: ${bytes.length} bytes`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) void main();
