/**
 * Splits Inter's upright Latin file in two (decision 0225): the characters every page's copy uses,
 * preloaded on every page, and the rest of Latin, fetched by the browser only when a page draws one
 * of them; and cuts the italic Latin file. All three keep the weight axis from regular to black and
 * the layout features a browser applies by itself (kerning, ligatures, contextual alternates):
 * INTER_WEIGHTS, INTER_KEPT_FEATURES (decision 0226).
 *
 * `node --import tsx scripts/content/subset-inter.ts` writes the cut files of styles/fonts.ts into
 * public/ from the installed @fontsource-variable/inter; subset-inter.test.ts checks that they hold
 * exactly their ranges' characters. Run it again when the package's version changes.
 *
 * Each file's name ends in a hash of its bytes: /fonts/ is cached for a year as immutable, so a file
 * cut again (another range, another subset-font) must get a new URL. When the bytes change, the script
 * writes the new name, removes the old file and puts the new name into styles/fonts.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  INTER_CUT_FILES,
  INTER_KEPT_FEATURES,
  INTER_REST_RANGES,
  INTER_WEIGHTS,
  type CodeRange,
} from '@/styles/fonts';
import { INTER_VARIABLE_FILE } from './font-fallback-metrics';

/** Every character of the ranges, as one string (subset-font takes the text to keep). */
export function charactersOf(ranges: readonly CodeRange[]): string {
  let text = '';
  for (const [first, last] of ranges)
    for (let codePoint = first; codePoint <= last; codePoint += 1)
      text += String.fromCodePoint(codePoint);
  return text;
}

/**
 * The characters of `text` that Inter draws from the second upright file: a page that shows one of
 * them fetches that file after its first paint (an accented name, a country in a select).
 */
export function charactersFromRestFile(text: string): string[] {
  const rest = new Set(charactersOf(INTER_REST_RANGES));
  return [...new Set([...text].filter((character) => rest.has(character)))];
}

/** The package's variable Latin file of that style: what the cut files are cut from. */
export function packagedInterFile(style: 'normal' | 'italic'): string {
  return INTER_VARIABLE_FILE.replace('-normal', `-${style}`);
}

/** The variable file of `style` cut down to the ranges' characters, the weights and features used. */
export function subsetInter(
  ranges: readonly CodeRange[],
  style: 'normal' | 'italic',
): Promise<Buffer> {
  return subsetFont(fs.readFileSync(packagedInterFile(style)), charactersOf(ranges), {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_KEPT_FEATURES],
    variationAxes: { wght: INTER_WEIGHTS },
  });
}

/** The first 8 hex digits of the bytes' SHA-256. */
export function contentHash(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

/** `…-5.3.0.woff2` or `…-5.3.0.<old hash>.woff2` → `…-5.3.0.<hash of bytes>.woff2`. */
export function contentHashedName(file: string, bytes: Uint8Array): string {
  return file.replace(/(?:\.[0-9a-f]{8})?\.woff2$/, `.${contentHash(bytes)}.woff2`);
}

const FONTS_MODULE = path.join('styles', 'fonts.ts');

async function main() {
  for (const { file, ranges, style } of INTER_CUT_FILES) {
    const bytes = await subsetInter(ranges, style);
    const named = contentHashedName(file, bytes);
    fs.writeFileSync(path.join('public', named), bytes);
    if (named !== file) {
      fs.rmSync(path.join('public', file), { force: true });
      const source = fs.readFileSync(FONTS_MODULE, 'utf8');
      fs.writeFileSync(FONTS_MODULE, source.replace(`'${file}'`, `'${named}'`));
    }
    console.info(`${named}: ${bytes.length} bytes`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) void main();
