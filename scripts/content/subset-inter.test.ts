import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import {
  INTER_BASIC_RANGES,
  INTER_CUT_FILES,
  INTER_KEPT_FEATURES,
  INTER_REST_RANGES,
  INTER_UPRIGHT_SUBSETS,
  INTER_WEIGHTS,
  LATIN_RANGES,
  PRELOADED_FONT_FILE,
  unicodeRange,
  withoutRanges,
  type CodeRange,
} from '@/styles/fonts';
import { INTER_VARIABLE_FILE } from './font-fallback-metrics';
import { COUNTRY_NAMES } from '@/lib/validation/countries';
import {
  charactersFromRestFile,
  charactersOf,
  contentHash,
  contentHashedName,
  packagedInterFile,
} from './subset-inter';

const codePoints = (ranges: readonly CodeRange[]) =>
  [...charactersOf(ranges)].map((character) => character.codePointAt(0)!);
const open = (file: string) => fontkit.openSync(file) as fontkit.Font;

describe("Inter's upright file, split in two (decision 0225)", () => {
  it('shares the Latin range between the two files with nothing left out and nothing twice', () => {
    const basic = codePoints(INTER_BASIC_RANGES);
    const rest = codePoints(INTER_REST_RANGES);
    expect(basic.filter((codePoint) => rest.includes(codePoint))).toEqual([]);
    expect([...basic, ...rest].sort((a, b) => a - b)).toEqual(codePoints(LATIN_RANGES));
  });

  it('writes the ranges as unicode-range takes them', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x2026, 0x2026],
      ]),
    ).toBe('U+0020-007E,U+2026');
    expect(
      withoutRanges(
        [[0x00, 0xff]],
        [
          [0x10, 0x1f],
          [0xa0, 0xa0],
        ],
      ),
    ).toEqual([
      [0x00, 0x0f],
      [0x20, 0x9f],
      [0xa1, 0xff],
    ]);
  });

  it('preloads the file that draws the copy: letters, digits, curly quotes, dashes and the ellipsis', () => {
    expect(PRELOADED_FONT_FILE).toBe(INTER_UPRIGHT_SUBSETS[0].file);
    const basic = open(path.join('public', PRELOADED_FONT_FILE));
    for (const character of 'Switchboard 14-day “free” trial – 2,000+ teams… ’ © ™ €')
      expect(basic.hasGlyphForCodePoint(character.codePointAt(0)!)).toBe(true);
  });

  it.each(INTER_CUT_FILES)(
    '$file holds exactly the characters of its range that Inter draws, with the weight axis and kerning',
    ({ file, ranges, style }) => {
      const whole = open(packagedInterFile(style));
      const subset = open(path.join('public', file));
      const expected = codePoints(ranges).filter((codePoint) =>
        whole.characterSet.includes(codePoint),
      );
      // 0xFFFF is the end marker of a format 4 cmap, which fontkit lists with the characters.
      const drawn = subset.characterSet.filter((codePoint) => codePoint !== 0xffff);
      expect(drawn.sort((a, b) => a - b)).toEqual(expected);
      // Regular to black: the lighter masters are gone, the default (regular) is Inter's own.
      expect(subset.variationAxes).toEqual({
        wght: { ...whole.variationAxes.wght!, ...INTER_WEIGHTS },
      });
      expect(whole.variationAxes.wght?.default).toBe(INTER_WEIGHTS.min);
      // The features a browser applies by itself, wherever the whole file has them for these
      // characters; figures and fractions that only a stylesheet could ask for are gone.
      expect(subset.availableFeatures).toEqual(expect.arrayContaining(['calt', 'kern']));
      expect(
        subset.availableFeatures.filter(
          (feature) => !(INTER_KEPT_FEATURES as readonly string[]).includes(feature),
        ),
      ).toEqual([]);
      expect(whole.availableFeatures).toEqual(expect.arrayContaining(['tnum', 'frac']));
    },
  );

  it.each(INTER_CUT_FILES)(
    '$file sets a line as the whole file does: the same glyphs, kerning and contextual forms',
    ({ file, style }) => {
      // At the default weight (fontkit cannot vary a WOFF2 file); the screenshots cover bold.
      const layout = (font: fontkit.Font, line: string) => {
        const run = font.layout(line);
        return run.glyphs.map((glyph, index) => [glyph.codePoints, run.positions[index]?.xAdvance]);
      };
      const line = file.includes('rest')
        ? 'ÀÝáéçÅñüŒœ'
        : 'AVATAR “Ty” 2,000+ teams -> 12:30 office';
      expect(layout(open(path.join('public', file)), line)).toEqual(
        layout(open(packagedInterFile(style)), line),
      );
    },
  );

  it.each(INTER_CUT_FILES)(
    '$file is named by a hash of its bytes, so a file cut again is a new URL under the year-long cache',
    ({ file }) => {
      const bytes = fs.readFileSync(path.join('public', file));
      expect(file).toBe(contentHashedName(file, bytes));
      expect(file).toContain(`-5.3.0.${contentHash(bytes)}.woff2`);
    },
  );

  it('renames a file cut again: the old hash gives way to the new one', () => {
    const bytes = Buffer.from('another cut');
    const hash = contentHash(bytes);
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(contentHashedName('/fonts/inter-latin-basic-wght-normal-5.3.0.woff2', bytes)).toBe(
      `/fonts/inter-latin-basic-wght-normal-5.3.0.${hash}.woff2`,
    );
    expect(
      contentHashedName('/fonts/inter-latin-basic-wght-normal-5.3.0.93cf4217.woff2', bytes),
    ).toBe(`/fonts/inter-latin-basic-wght-normal-5.3.0.${hash}.woff2`);
  });

  it('keeps the first screen’s file well under the whole upright file', () => {
    const size = (file: string) => fs.statSync(file).size;
    expect(size(path.join('public', PRELOADED_FONT_FILE))).toBeLessThan(
      0.7 * size(INTER_VARIABLE_FILE),
    );
  });
});

describe('Which pages fetch the second upright file (decision 0225)', () => {
  const sourceFiles = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\./.test(entry.name)
        ? [file]
        : [];
    });

  it('names the characters that send a page to the second file, and nothing from the copy', () => {
    expect(charactersFromRestFile('Tomás Ruiz, Renée, Curaçao, Åland')).toEqual([
      'á',
      'é',
      'ç',
      'Å',
    ]);
    expect(charactersFromRestFile('Switchboard — “free” 14-day trial… © ™ € × · −')).toEqual([]);
    // Outside Latin altogether: the fallback draws it, neither Inter file is fetched.
    expect(charactersFromRestFile('→ ✓')).toEqual([]);
  });

  it('the copy written in code draws only from the preloaded file: every page’s own words', () => {
    const drawnFromRest = ['components', 'modals', 'pages', 'constants', 'lib', 'styles']
      .flatMap(sourceFiles)
      .map((file) => [file, charactersFromRestFile(fs.readFileSync(file, 'utf8')).join('')])
      .filter(([, characters]) => characters);
    expect(drawnFromRest).toEqual([]);
  });

  it('no stylesheet in code asks for a feature or a weight the cut files lack', () => {
    const asks = ['components', 'modals', 'pages', 'constants', 'lib', 'styles']
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(file, 'utf8')
            .matchAll(
              /font-(?:feature-settings|variant-[a-z]+)\s*:|font-weight:\s*(?:[1-3]00|lighter)\b/g,
            ),
        ].map(([ask]) => `${file}: ${ask}`),
      );
    expect(asks).toEqual([]);
  });

  it('a form with a country select fetches it: some country names need it', () => {
    const names = COUNTRY_NAMES.join(' ');
    expect(charactersFromRestFile(names)).toEqual(expect.arrayContaining(['Å', 'ç', 'é']));
  });
});
