import { css } from 'styled-components';
import { INTER_FALLBACK_FAMILY } from './theme';

/**
 * The brand typeface, self-hosted (decision 0135): Inter's variable Latin files from
 * @fontsource-variable/inter, in public/fonts/ under a name that carries the package's version, so
 * they can be cached for a year (next.config.ts) and a new version is a new URL. The upright file
 * is split in two (decision 0225, scripts/content/subset-inter.ts): the characters every page's
 * copy uses, preloaded, and the rest of Latin, fetched only by a page that draws one of them. All
 * three files are cut to the weights and features the site uses (decision 0226), and their names
 * also end in a hash of their bytes, written by that script.
 */
export const INTER_FILES = {
  uprightBasic: '/fonts/inter-latin-basic-wght-normal-5.3.0.ecf45ecf.woff2',
  uprightRest: '/fonts/inter-latin-rest-wght-normal-5.3.0.50a1a533.woff2',
  italic: '/fonts/inter-latin-wght-italic-5.3.0.b4754a2c.woff2',
} as const;

/** The one file the first screen needs: upright text. The italic loads only where italics show. */
export const PRELOADED_FONT_FILE = INTER_FILES.uprightBasic;

/** Inclusive code point ranges, as `unicode-range` takes them. */
export type CodeRange = readonly [first: number, last: number];

/** @fontsource's Latin subset: these characters draw in Inter, anything else in the fallback. */
export const LATIN_RANGES: readonly CodeRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The preloaded file's characters: ASCII and the punctuation and signs the site's copy uses (curly
 * quotes, dashes, ellipsis, middle dot, ×, ©, ®, ™, €, the minus sign, no-break space). About 20 kB
 * instead of the whole Latin file's 48 kB on the first screen's critical path.
 */
export const INTER_BASIC_RANGES: readonly CodeRange[] = [
  [0x0000, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ad, 0x00ae],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** `ranges` without the code points of `removed`. */
export function withoutRanges(
  ranges: readonly CodeRange[],
  removed: readonly CodeRange[],
): CodeRange[] {
  const kept: CodeRange[] = [];
  for (const [first, last] of ranges) {
    let start = first;
    for (const [cutFirst, cutLast] of [...removed].sort((a, b) => a[0] - b[0])) {
      if (cutLast < start || cutFirst > last) continue;
      if (cutFirst > start) kept.push([start, cutFirst - 1]);
      start = Math.max(start, cutLast + 1);
    }
    if (start <= last) kept.push([start, last]);
  }
  return kept;
}

/** The rest of Latin: the second upright file's characters. */
export const INTER_REST_RANGES = withoutRanges(LATIN_RANGES, INTER_BASIC_RANGES);

/**
 * The weights the site draws: regular text (400) up to the boldest heading (900 at most). The cut
 * files keep only this part of Inter's weight axis (its lighter masters are dropped), and their
 * @font-face rules say so.
 */
export const INTER_WEIGHTS = { min: 400, max: 900 } as const;

/**
 * The OpenType features a browser applies to Latin text by itself (HarfBuzz's defaults for
 * horizontal text, and `rvrn` for the weight axis). The cut files keep only these: the site
 * sets no `font-feature-settings` or `font-variant-*`, so Inter's tabular and proportional figures
 * and fractions (`tnum`, `pnum`, `frac`, `numr`, `dnom`) never show, and their glyphs were a sixth of
 * the preloaded file. subset-inter.test.ts keeps code from asking for them.
 */
export const INTER_KEPT_FEATURES = [
  'rvrn',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'liga',
  'rclt',
  'curs',
  'dist',
  'kern',
] as const;

/** The upright files and their characters: the @font-face rules and subset-inter.ts read both. */
export const INTER_UPRIGHT_SUBSETS = [
  { file: INTER_FILES.uprightBasic, ranges: INTER_BASIC_RANGES },
  { file: INTER_FILES.uprightRest, ranges: INTER_REST_RANGES },
] as const;

/** Every file scripts/content/subset-inter.ts cuts, with its style (which package file it is cut from). */
export const INTER_CUT_FILES = [
  ...INTER_UPRIGHT_SUBSETS.map((subset) => ({ ...subset, style: 'normal' as const })),
  { file: INTER_FILES.italic, ranges: LATIN_RANGES, style: 'italic' as const },
] as const;

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** A `unicode-range` value: `U+0000-007E,U+00A0,…`. */
export function unicodeRange(ranges: readonly CodeRange[]): string {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
}

/**
 * Arial (Helvetica, Liberation Sans: the same metrics) shaped to Inter's widths and line heights,
 * shown until Inter arrives so that the swap moves nothing. The numbers are computed by
 * scripts/content/font-fallback-metrics.ts from the font files (its test keeps them in step):
 * regular for text, bold for weights from 550 (headings, buttons).
 */
export const INTER_FALLBACK = {
  regular: {
    weights: '100 549',
    local: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'Arimo'],
    sizeAdjust: '107.41%',
    ascentOverride: '90.19%',
    descentOverride: '22.46%',
    lineGapOverride: '0.00%',
  },
  bold: {
    weights: '550 900',
    local: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Liberation Sans Bold', 'Arimo Bold'],
    sizeAdjust: '102.18%',
    ascentOverride: '94.81%',
    descentOverride: '23.61%',
    lineGapOverride: '0.00%',
  },
} as const;

const fallbackFace = (face: (typeof INTER_FALLBACK)[keyof typeof INTER_FALLBACK]) => css`
  @font-face {
    font-family: '${INTER_FALLBACK_FAMILY}';
    font-style: normal;
    font-weight: ${face.weights};
    src: ${face.local.map((name) => `local('${name}')`).join(', ')};
    size-adjust: ${face.sizeAdjust};
    ascent-override: ${face.ascentOverride};
    descent-override: ${face.descentOverride};
    line-gap-override: ${face.lineGapOverride};
  }
`;

const interFace = (style: 'normal' | 'italic', url: string, ranges: readonly CodeRange[]) => css`
  @font-face {
    font-family: 'Inter';
    font-style: ${style};
    font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};
    font-display: swap;
    src: url('${url}') format('woff2');
    unicode-range: ${unicodeRange(ranges)};
  }
`;

/** Part of the server-rendered global stylesheet (styles/global-style.ts). */
export const fontFaces = css`
  ${INTER_CUT_FILES.map(({ file, ranges, style }) => interFace(style, file, ranges))}
  ${fallbackFace(INTER_FALLBACK.regular)}
  ${fallbackFace(INTER_FALLBACK.bold)}
`;
