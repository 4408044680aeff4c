/**
 * Turns the words an SVG image draws with `<text>` into outlines (`<path>`) set in Inter, the way a
 * designer's export would carry them: the image then looks the same on every system, whatever
 * fonts it has, and the browser does not lay out text to paint it (decision 0083).
 *
 * Shaping is fontkit's, which applies Inter's OpenType features as a browser does: kerning, and
 * the contextual alternates that raise the hyphen in "MID-MARKET" and the colon in "10:30".
 * (opentype.js cannot shape Inter: it reads no kerning from Inter's extension lookups and stops
 * with an error on the chained rules of its glyph composition feature, ccmp.)
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/** The static Inter instances at hand, by weight; `font(weight)` only for a weight listed. */
export interface FontSet {
  /** Where the files are, for messages. */
  dir: string;
  weights: readonly number[];
  font(weight: number): fontkit.Font;
}

export const INTER_FILES_DIR = path.join('node_modules', '@fontsource', 'inter', 'files');

function interFile(dir: string, weight: number): string {
  return path.join(dir, `inter-latin-${weight}-normal.woff`);
}

/**
 * Inter's upright weights as @fontsource/inter ships them: WOFF files of the Latin subset
 * (fontkit also reads WOFF2; WOFF keeps the files readable by most other font tools too).
 */
export function interFonts(dir: string = INTER_FILES_DIR): FontSet {
  const weights = [100, 200, 300, 400, 500, 600, 700, 800, 900].filter((weight) =>
    fs.existsSync(interFile(dir, weight)),
  );
  const loaded = new Map<number, fontkit.Font>();
  return {
    dir,
    weights,
    font(weight) {
      let font = loaded.get(weight);
      if (!font) {
        const file = interFile(dir, weight);
        const opened = fontkit.openSync(file);
        if (!('layout' in opened)) throw new Error(`${file}: a font collection, not one font`);
        font = opened;
        loaded.set(weight, font);
      }
      return font;
    },
  };
}

/**
 * The weight whose file draws `requested`. A weight between two static instances (750) takes
 * the nearer one, and of two equally near the one CSS font matching picks (the heavier from 400
 * up, the lighter below); a weight that is a static instance of its own needs its own file,
 * since drawing 600 as 700 would change the design without anyone noticing.
 */
export function resolveWeight(requested: number, fonts: Pick<FontSet, 'dir' | 'weights'>) {
  const available = fonts.weights;
  if (available.includes(requested)) return requested;
  if (requested % 100 === 0 || available.length === 0) {
    throw new Error(
      `No Inter font file for font-weight ${requested}: expected ${interFile(fonts.dir, requested)} ` +
        `(found weights: ${available.join(', ') || 'none'})`,
    );
  }
  const preferHeavier = requested >= 400;
  return [...available].sort((a, b) => {
    const nearer = Math.abs(a - requested) - Math.abs(b - requested);
    if (nearer !== 0) return nearer;
    return preferHeavier ? b - a : a - b;
  })[0]!;
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** XML's character and entity references, resolved (SVG files declare no other entities). */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      return String.fromCodePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    const character = XML_ENTITIES[name];
    if (character === undefined) throw new Error(`Unknown XML entity ${reference}`);
    return character;
  });
}

export interface SvgAttribute {
  name: string;
  value: string;
  /** The attribute as written, quotes included, to copy it unchanged. */
  source: string;
}

export function parseAttributes(tag: string): SvgAttribute[] {
  const attributes: SvgAttribute[] = [];
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.push({ name: match[1]!, value: match[2] ?? match[3]!, source: match[0] });
  }
  return attributes;
}

export type TextAnchor = 'start' | 'middle' | 'end';

/** Where the run starts so that its advance (letter-spacing included) sits as `anchor` says. */
export function anchorStart(x: number, advance: number, anchor: TextAnchor): number {
  if (anchor === 'middle') return x - advance / 2;
  if (anchor === 'end') return x - advance;
  return x;
}

/** What a `<text>` element says and how, read from its attributes. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  fontSize: number;
  fontWeight: number;
  letterSpacing: number;
  anchor: TextAnchor;
}

/** Attributes that decide the layout: read here, not copied to the path. */
const LAYOUT_ATTRIBUTES = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'letter-spacing',
  'text-anchor',
]);

/** Attributes whose effect the outline would silently lose: refused rather than dropped. */
const UNSUPPORTED_ATTRIBUTES = new Set([
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'style',
  'class',
  'font',
  'font-style',
  'font-variant',
  'font-stretch',
  'font-feature-settings',
  'font-variation-settings',
  'word-spacing',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'text-decoration',
  'xml:space',
]);

function lengthValue(name: string, value: string): number {
  const match = /^\s*(-?(?:\d+\.?\d*|\.\d+))(?:px)?\s*$/.exec(value);
  if (!match) throw new Error(`${name}="${value}": only a single number (user units) is supported`);
  return Number(match[1]);
}

function weightValue(value: string): number {
  if (value === 'normal') return 400;
  if (value === 'bold') return 700;
  return lengthValue('font-weight', value);
}

/** The run a `<text>` element with these attributes and content draws; SVG's defaults apply. */
export function readTextRun(attributes: readonly SvgAttribute[], content: string): TextRun {
  const run: TextRun = {
    // SVG's default white-space handling: runs of white space are one space, none at the ends.
    text: decodeXmlEntities(content)
      .replace(/[ \t\r\n]+/g, ' ')
      .trim(),
    x: 0,
    y: 0,
    fontSize: 16,
    fontWeight: 400,
    letterSpacing: 0,
    anchor: 'start',
  };
  for (const { name, value } of attributes) {
    if (UNSUPPORTED_ATTRIBUTES.has(name)) {
      throw new Error(`<text ${name}="${value}"> is not supported: outline it by hand`);
    }
    if (name === 'x' || name === 'y') run[name] = lengthValue(name, value);
    else if (name === 'font-size') run.fontSize = lengthValue(name, value);
    else if (name === 'font-weight') run.fontWeight = weightValue(value);
    else if (name === 'letter-spacing') {
      run.letterSpacing = value === 'normal' ? 0 : lengthValue(name, value);
    } else if (name === 'text-anchor') {
      if (value !== 'start' && value !== 'middle' && value !== 'end') {
        throw new Error(`text-anchor="${value}" is not one of start, middle, end`);
      }
      run.anchor = value;
    } else if (name === 'font-family' && !/^\s*['"]?Inter['"]?\s*(,|$)/.test(value)) {
      throw new Error(`font-family="${value}": only text set in Inter is outlined`);
    }
  }
  return run;
}

/** A number of hundredths as SVG path data writes it shortest: 150 -> "1.5", -50 -> "-.5". */
function hundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(value) / 100);
  const fraction = String(Math.abs(value) % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  if (!fraction) return `${sign}${whole}`;
  return `${sign}${whole || ''}.${fraction}`;
}

/**
 * `number` after path data `data`, separated only where path data needs it: not before a minus
 * sign, nor before a leading decimal point when the number before has one ("1.5.5" is 1.5, .5).
 */
function appendNumber(data: string, number: string): string {
  const separate =
    /\d$/.test(data) && !number.startsWith('-') && !(number.startsWith('.') && /\.\d*$/.test(data));
  return data + (separate ? ' ' : '') + number;
}

/** One drawing command with its points in absolute hundredths of a user unit. */
interface Segment {
  command: 'M' | 'L' | 'Q' | 'C' | 'Z';
  points: number[];
}

/**
 * The segments as compact path data: relative coordinates (differences of the rounded absolute
 * ones, so rounding errors do not add up), h/v for straight lines, a command letter only where
 * it changes. Zero-length lines are left out; they draw nothing in a filled outline.
 */
export function compactPathData(segments: readonly Segment[]): string {
  let data = '';
  let last = '';
  let [x, y, startX, startY] = [0, 0, 0, 0];
  const emit = (letter: string, values: number[]) => {
    if (letter !== last || letter === 'm') data += letter;
    for (const value of values) data = appendNumber(data, hundredths(value));
    last = letter;
  };
  for (const { command, points } of segments) {
    if (command === 'Z') {
      data += 'z';
      last = 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const relative = points.map((value, i) => value - (i % 2 === 0 ? x : y));
    [x, y] = points.slice(-2) as [number, number];
    if (command === 'M') {
      [startX, startY] = [x, y];
      emit('m', relative);
    } else if (command === 'L') {
      const [dx, dy] = relative as [number, number];
      if (dx === 0 && dy === 0) continue;
      if (dy === 0) emit('h', [dx]);
      else if (dx === 0) emit('v', [dy]);
      else emit('l', relative);
    } else {
      emit(command.toLowerCase(), relative);
    }
  }
  return data;
}

const COMMAND_LETTERS: Record<fontkit.PathCommand['command'], Segment['command']> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/**
 * The outline of `run` as path data, coordinates rounded to 1 decimal. Letter-spacing is added
 * after every glyph, the last one included, and counts in the advance the anchor works from, as
 * browsers lay out SVG text.
 */
export function outlineTextRun(run: TextRun, fonts: FontSet): string {
  const font = fonts.font(resolveWeight(run.fontWeight, fonts));
  for (const character of run.text) {
    if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) {
      throw new Error(`Inter has no glyph for "${character}" (in "${run.text}")`);
    }
  }
  // With letter-spacing, Chromium leaves out optional ligatures and contextual alternates (a
  // letter-spaced "MID-MARKET" keeps its low hyphen); Inter's kerning stays.
  const layout = font.layout(
    run.text,
    run.letterSpacing === 0 ? undefined : { liga: false, clig: false, calt: false },
  );
  const scale = run.fontSize / font.unitsPerEm;
  const placed: { glyph: fontkit.Glyph; x: number; y: number }[] = [];
  let pen = 0;
  layout.glyphs.forEach((glyph, index) => {
    const position = layout.positions[index]!;
    placed.push({ glyph, x: pen + position.xOffset * scale, y: position.yOffset * scale });
    pen += position.xAdvance * scale + run.letterSpacing;
  });
  const left = anchorStart(run.x, pen, run.anchor);
  const segments: Segment[] = [];
  for (const { glyph, x, y } of placed) {
    for (const { command, args } of glyph.path.commands) {
      // Font units point up from the baseline; SVG's y axis points down.
      // Tenths of a user unit: a logo's unit is about a CSS pixel, so the error stays under a
      // tenth of a device pixel even at 3x, and path data is a third shorter than in hundredths.
      const points = args.map(
        (value, i) =>
          10 *
          Math.round(10 * (i % 2 === 0 ? left + x + value * scale : run.y - y - value * scale)),
      );
      segments.push({ command: COMMAND_LETTERS[command], points });
    }
  }
  return compactPathData(segments);
}

/**
 * The SVG document with every `<text>` element replaced by a `<path>` of its words; everything
 * else stays as it was, to the byte. Attributes other than the layout ones (fill, opacity,
 * transform, stroke, id...) move to the path unchanged.
 */
export function outlineSvgText(svg: string, fonts: FontSet): string {
  const outlined = svg.replace(
    /<text\b([^>]*)>([^<]*)<\/text>/g,
    (_element, tag: string, content: string) => {
      const attributes = parseAttributes(tag);
      const d = outlineTextRun(readTextRun(attributes, content), fonts);
      const kept = attributes.filter(({ name }) => !LAYOUT_ATTRIBUTES.has(name));
      return `<path d="${d}"${kept.map(({ source }) => ` ${source}`).join('')}/>`;
    },
  );
  const left = /<text\b[^>]*>?/.exec(outlined);
  if (left) {
    throw new Error(`${left[0]}...: only <text> with plain words inside (no <tspan>) is supported`);
  }
  return outlined;
}
