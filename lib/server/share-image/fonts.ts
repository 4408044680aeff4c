import '@/lib/server/only-on-server';
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The share image's typeface: Inter, the site's own, shipped with the site as WOFF files under
 * public/fonts/inter (copied from @fontsource/inter; next/og reads WOFF, not WOFF2). Read from disk
 * once, never fetched (docs/decisions/0096).
 */
export const SHARE_IMAGE_FONT_DIR = path.join('public', 'fonts', 'inter');
export const SHARE_IMAGE_FONT_FAMILY = 'Inter';

const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;
const WEIGHTS = [400, 700] as const;

export interface ShareImageFont {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: 'normal';
}

let loaded: { fonts: ShareImageFont[]; codePoints: ReadonlySet<number> } | undefined;

function load() {
  if (loaded) return loaded;
  const fonts: ShareImageFont[] = [];
  const codePoints = new Set<number>();
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      const file = path.join(
        process.cwd(),
        SHARE_IMAGE_FONT_DIR,
        `inter-${subset}-${weight}-normal.woff`,
      );
      const data = fs.readFileSync(file);
      // One name per subset: next/og keeps one font per name and weight, and falls back from
      // one name to the next for a character the first lacks.
      const name =
        subset === 'latin' ? SHARE_IMAGE_FONT_FAMILY : `${SHARE_IMAGE_FONT_FAMILY} ${subset}`;
      fonts.push({ name, data, weight, style: 'normal' });
      for (const code of (fontkit.create(data) as fontkit.Font).characterSet) codePoints.add(code);
    }
  }
  loaded = { fonts, codePoints };
  return loaded;
}

export function shareImageFonts(): ShareImageFont[] {
  return load().fonts;
}

/**
 * The text with only the characters the shipped fonts can draw. next/og fetches a font or an emoji
 * image from a CDN for any character its fonts lack, and fails the whole image when it cannot;
 * dropping those characters (an emoji, a script Inter does not cover) means it never asks.
 */
export function drawableText(text: string): string {
  const { codePoints } = load();
  return [...text]
    .filter((character) => codePoints.has(character.codePointAt(0) ?? -1))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
