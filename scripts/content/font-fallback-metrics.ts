/**
 * The metrics of the fallback face that stands in for Inter until the web font arrives (decision
 * 0135): Arial (or Helvetica, or Liberation Sans, which share Arial's advance widths and vertical
 * metrics) scaled to Inter's average width, with Inter's ascent, descent and line gap, so the text
 * takes the same room before and after the swap and nothing moves.
 *
 * `node --import tsx scripts/content/font-fallback-metrics.ts` prints the numbers that
 * styles/fonts.ts records; scripts/content/font-fallback-metrics.test.ts checks they still agree.
 */
import path from 'node:path';
import * as fontkit from 'fontkit';
import { INTER_FILES_DIR } from './svg-text-outline';

export const INTER_VARIABLE_FILE = path.join(
  'node_modules',
  '@fontsource-variable',
  'inter',
  'files',
  'inter-latin-wght-normal.woff2',
);

/**
 * How often each character occurs in English running text (letters: Lewand's table scaled to the
 * share of letters; space: one character in about six). Widths averaged with these weights give
 * the width of a typical line, which is what has to match.
 */
const ENGLISH_FREQUENCIES: Readonly<Record<string, number>> = {
  ' ': 0.1667,
  a: 0.0681,
  b: 0.0124,
  c: 0.0232,
  d: 0.0354,
  e: 0.1058,
  f: 0.0186,
  g: 0.0168,
  h: 0.0507,
  i: 0.058,
  j: 0.0013,
  k: 0.0064,
  l: 0.0335,
  m: 0.02,
  n: 0.0562,
  o: 0.0626,
  p: 0.0161,
  q: 0.0008,
  r: 0.0499,
  s: 0.0527,
  t: 0.0754,
  u: 0.023,
  v: 0.0082,
  w: 0.0196,
  x: 0.0013,
  y: 0.0164,
  z: 0.0006,
};

/** A face's vertical metrics and the advance widths of the characters above, in font units. */
export interface FaceMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Negative, below the baseline, as fonts store it. */
  descent: number;
  lineGap: number;
  advances: Readonly<Record<string, number>>;
}

/**
 * Arial's (regular and bold) as its files carry them, read with fontkit from Liberation Sans and
 * Liberation Sans Bold 1.07.4 (metric-compatible with Arial by design: the same advance widths, and
 * hhea ascent 1854, descent -434, line gap 67 as Arial's). Recorded here so the check does not
 * depend on the fonts of the machine it runs on.
 */
/** Advance widths listed in the order of `ADVANCE_CHARACTERS`. */
const ADVANCE_CHARACTERS = ' abcdefghijklmnopqrstuvwxyz';
const advancesOf = (widths: readonly number[]): Record<string, number> =>
  Object.fromEntries([...ADVANCE_CHARACTERS].map((char, i) => [char, widths[i]!]));
const ARIAL_VERTICAL = { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67 } as const;

export const ARIAL: Readonly<Record<'regular' | 'bold', FaceMetrics>> = {
  regular: {
    ...ARIAL_VERTICAL,
    advances: advancesOf([
      569, 1139, 1139, 1024, 1139, 1139, 569, 1139, 1139, 455, 455, 1024, 455, 1706, 1139, 1139,
      1139, 1139, 682, 1024, 569, 1139, 1024, 1479, 1024, 1024, 1024,
    ]),
  },
  bold: {
    ...ARIAL_VERTICAL,
    advances: advancesOf([
      569, 1139, 1251, 1139, 1251, 1139, 682, 1251, 1251, 569, 569, 1139, 569, 1821, 1251, 1251,
      1251, 1251, 797, 1139, 682, 1251, 1139, 1593, 1139, 1139, 1024,
    ]),
  },
};

/** A face's metrics from a fontkit font. */
export function faceMetrics(font: fontkit.Font): FaceMetrics {
  const advances: Record<string, number> = {};
  for (const char of Object.keys(ENGLISH_FREQUENCIES)) {
    advances[char] = font.layout(char).advanceWidth;
  }
  return {
    unitsPerEm: font.unitsPerEm,
    ascent: font.hhea.ascent,
    descent: font.hhea.descent,
    lineGap: font.hhea.lineGap,
    advances,
  };
}

/** Average advance of a character of English text, in ems. */
function averageWidthEm(metrics: FaceMetrics): number {
  let width = 0;
  let weight = 0;
  for (const [char, frequency] of Object.entries(ENGLISH_FREQUENCIES)) {
    const advance = metrics.advances[char];
    if (advance === undefined) throw new Error(`no advance width for ${JSON.stringify(char)}`);
    width += advance * frequency;
    weight += frequency;
  }
  return width / weight / metrics.unitsPerEm;
}

/** The descriptors of a metric-matched fallback @font-face, as CSS percentages. */
export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number): string => `${(value * 100).toFixed(2)}%`;

/**
 * size-adjust scales the fallback so its average line is as wide as Inter's; the overrides are then
 * Inter's vertical metrics divided by that scale (they apply to the scaled face), so each line box
 * is exactly as tall as Inter's.
 */
export function fallbackOverrides(webFont: FaceMetrics, fallback: FaceMetrics): FallbackOverrides {
  const sizeAdjust = averageWidthEm(webFont) / averageWidthEm(fallback);
  const em = webFont.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(webFont.ascent / em),
    descentOverride: percent(Math.abs(webFont.descent) / em),
    lineGapOverride: percent(webFont.lineGap / em),
  };
}

function openFont(file: string): fontkit.Font {
  const opened = fontkit.openSync(file);
  if (!('layout' in opened)) throw new Error(`${file}: a font collection, not one font`);
  return opened;
}

/** The two fallback faces: regular for text up to weight 549, bold for headings and buttons. */
export const FALLBACK_WEIGHTS = { regular: 400, bold: 700 } as const;

/**
 * Inter at the two weights. fontkit cannot instance a variable WOFF2 (its instances lose the
 * character map), so the widths come from the static instances @fontsource/inter ships, the
 * same design at the same weights; the test checks that the variable file's default (400) agrees.
 */
export function interAt(weight: number): fontkit.Font {
  return openFont(path.join(INTER_FILES_DIR, `inter-latin-${weight}-normal.woff`));
}

export function interVariable(): fontkit.Font {
  return openFont(INTER_VARIABLE_FILE);
}

export function interFallbackOverrides(): Record<keyof typeof FALLBACK_WEIGHTS, FallbackOverrides> {
  return {
    regular: fallbackOverrides(faceMetrics(interAt(FALLBACK_WEIGHTS.regular)), ARIAL.regular),
    bold: fallbackOverrides(faceMetrics(interAt(FALLBACK_WEIGHTS.bold)), ARIAL.bold),
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(JSON.stringify(interFallbackOverrides(), null, 2));
}
