import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INTER_FILES_DIR, compactPathData, interFonts, outlineSvgText } from './svg-text-outline';

const fonts = interFonts();

function svgWithText(attributes: string, words: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"><text ${attributes}>${words}</text></svg>`;
}

/** The path that replaced the one `<text>` of `svgWithText(attributes, words)`. */
function outline(attributes: string, words: string, set = fonts) {
  const svg = outlineSvgText(svgWithText(attributes, words), set);
  const match = /<path d="([^"]*)"([^>]*)\/>/.exec(svg);
  if (!match) throw new Error(`no path in ${svg}`);
  return { d: match[1]!, otherAttributes: match[2]!, svg };
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const ARGUMENTS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, t: 2, s: 4, z: 0 };

/**
 * Reads path data as an SVG renderer does and returns the box around each subpath's points
 * (end and control points: the outlines' extremes are on-curve points in TrueType fonts).
 */
function subpathBoxes(d: string): Box[] {
  const tokens = d.match(/[a-z]|-?(?:\d+(?:\.\d*)?|\.\d+)/gi) ?? [];
  const boxes: Box[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = '';
  let i = 0;
  const add = (px: number, py: number) => {
    const box = boxes[boxes.length - 1]!;
    box.minX = Math.min(box.minX, px);
    box.maxX = Math.max(box.maxX, px);
    box.minY = Math.min(box.minY, py);
    box.maxY = Math.max(box.maxY, py);
  };
  while (i < tokens.length) {
    if (/[a-z]/i.test(tokens[i]!)) command = tokens[i++]!;
    else if (command === 'm') command = 'l';
    else if (command === 'M') command = 'L';
    const lower = command.toLowerCase();
    const relative = command === lower;
    const args = tokens.slice(i, i + ARGUMENTS[lower]!).map(Number);
    i += ARGUMENTS[lower]!;
    if (lower === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    if (lower === 'h' || lower === 'v') {
      if (lower === 'h') x = (relative ? x : 0) + args[0]!;
      else y = (relative ? y : 0) + args[0]!;
      add(x, y);
      continue;
    }
    const points: [number, number][] = [];
    for (let k = 0; k < args.length; k += 2) {
      points.push([args[k]! + (relative ? x : 0), args[k + 1]! + (relative ? y : 0)]);
    }
    [x, y] = points[points.length - 1]!;
    if (lower === 'm') {
      [startX, startY] = [x, y];
      boxes.push({ minX: x, maxX: x, minY: y, maxY: y });
    }
    for (const [px, py] of points) add(px, py);
  }
  return boxes;
}

function bounds(d: string) {
  const boxes = subpathBoxes(d);
  const box = {
    minX: Math.min(...boxes.map((b) => b.minX)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
  return { ...box, width: box.maxX - box.minX, centreX: (box.minX + box.maxX) / 2 };
}

const BOLD_40 = 'x="200" y="60" font-family="Inter, Arial" font-size="40" font-weight="700"';

describe('outlineSvgText: where the words go', () => {
  it('puts the baseline at y: capitals stand on it, as tall as Inter draws them', () => {
    const box = bounds(outline(BOLD_40, 'H').d);
    expect(box.maxY).toBeCloseTo(60, 2);
    // Inter's capitals are 0.727 em tall.
    expect(60 - box.minY).toBeGreaterThan(0.7 * 40);
    expect(60 - box.minY).toBeLessThan(0.75 * 40);
  });

  it('starts, centres and ends the words on x as text-anchor says', () => {
    const start = bounds(outline(BOLD_40, 'OHO').d);
    const middle = bounds(outline(`${BOLD_40} text-anchor="middle"`, 'OHO').d);
    const end = bounds(outline(`${BOLD_40} text-anchor="end"`, 'OHO').d);
    // Only the side bearings (a few percent of an em) lie between x and the ink.
    expect(start.minX).toBeGreaterThan(200);
    expect(start.minX).toBeLessThan(203);
    expect(middle.centreX).toBeCloseTo(200, 0);
    expect(end.maxX).toBeLessThan(200);
    expect(end.maxX).toBeGreaterThan(197);
    // The same outline wherever it is placed, to the tenth of a unit the points are rounded to.
    expect(Math.abs(middle.width - start.width)).toBeLessThanOrEqual(0.11);
    expect(Math.abs(end.width - start.width)).toBeLessThanOrEqual(0.11);
  });

  it('adds letter-spacing after every glyph: the ink widens by (n-1) spacings, the advance by n', () => {
    const plain = bounds(outline(BOLD_40, 'HHHH').d);
    const spaced = bounds(outline(`${BOLD_40} letter-spacing="3"`, 'HHHH').d);
    expect(spaced.minX).toBeCloseTo(plain.minX, 2);
    expect(spaced.width - plain.width).toBeCloseTo(3 * 3, 1);
    // Centred on the advance, which includes the spacing after the last H: the ink sits half a
    // spacing left of centre, as browsers draw it.
    const plainMiddle = bounds(outline(`${BOLD_40} text-anchor="middle"`, 'HHHH').d);
    const spacedMiddle = bounds(
      outline(`${BOLD_40} text-anchor="middle" letter-spacing="3"`, 'HHHH').d,
    );
    expect(spacedMiddle.centreX - plainMiddle.centreX).toBeCloseTo(-1.5, 1);
    const tight = bounds(outline(`${BOLD_40} letter-spacing="-0.5"`, 'HHHH').d);
    expect(tight.width - plain.width).toBeCloseTo(-1.5, 1);
  });

  it("applies Inter's kerning: AV is narrower than A and V apart", () => {
    const pair = bounds(outline(BOLD_40, 'AV').d).width;
    const apart = bounds(outline(BOLD_40, 'A').d).width + bounds(outline(BOLD_40, 'V').d).width;
    expect(pair).toBeLessThan(apart - 1);
  });

  it('raises the hyphen between capitals, but not with letter-spacing (as Chromium does)', () => {
    const hyphenTop = (d: string) => {
      const boxes = subpathBoxes(d);
      const flattest = boxes.reduce((a, b) => (b.maxY - b.minY < a.maxY - a.minY ? b : a));
      return flattest.minY;
    };
    const lower = hyphenTop(outline(BOLD_40, 'x-x').d);
    const capitals = hyphenTop(outline(BOLD_40, 'X-X').d);
    const spaced = hyphenTop(outline(`${BOLD_40} letter-spacing="1"`, 'X-X').d);
    expect(capitals).toBeLessThan(lower - 1);
    expect(spaced).toBeCloseTo(lower, 1);
  });

  it('decodes XML entities before shaping', () => {
    const decimal = outline(BOLD_40, 'AT&#38;T').d;
    expect(outline(BOLD_40, 'AT&amp;T').d).toBe(decimal);
    expect(outline(BOLD_40, 'AT&#x26;T').d).toBe(decimal);
    // Four glyphs, not eight: narrower than "ATampT" would be.
    expect(bounds(decimal).width).toBeLessThan(bounds(outline(BOLD_40, 'ATampT').d).width - 20);
    expect(() => outline(BOLD_40, 'A&nbsp;B')).toThrow('Unknown XML entity &nbsp;');
  });

  it('treats white space as SVG does: runs are one space, none at the ends', () => {
    expect(outline(BOLD_40, '\n  A \t  B ').d).toBe(outline(BOLD_40, 'A B').d);
  });
});

describe('outlineSvgText: the rest of the file', () => {
  it('returns a file without <text> unchanged', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><title>Logo</title><circle r="4"/></svg>\n';
    expect(outlineSvgText(svg, fonts)).toBe(svg);
  });

  it('replaces only the <text> elements, every other byte stays', () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" role="img"><title>A &amp; B</title>',
      '  <rect width="120" height="40" rx="6"/>',
      '  <text x="10" y="30" font-size="20" font-weight="700" fill="#fff">A</text><text x="60" y="30" font-size="20" font-weight="700">B</text>',
      '</svg>',
      '',
    ].join('\n');
    const outlined = outlineSvgText(svg, fonts);
    expect(outlined.replace(/ d="[^"]+"/g, ' d="…"')).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" role="img"><title>A &amp; B</title>',
        '  <rect width="120" height="40" rx="6"/>',
        '  <path d="…" fill="#fff"/><path d="…"/>',
        '</svg>',
        '',
      ].join('\n'),
    );
  });

  it('keeps fill, opacity and transform on the path and drops the font attributes', () => {
    const { otherAttributes } = outline(
      `${BOLD_40} fill="#6a3df0" opacity="0.5" text-anchor="middle" transform='rotate(5 200 60)'`,
      'Hi',
    );
    expect(otherAttributes).toBe(` fill="#6a3df0" opacity="0.5" transform='rotate(5 200 60)'`);
  });

  it('refuses what it cannot draw rather than drawing it differently', () => {
    expect(() => outline(`${BOLD_40} dx="4"`, 'A')).toThrow('<text dx="4"> is not supported');
    expect(() => outline('font-family="Georgia, serif"', 'A')).toThrow('only text set in Inter');
    expect(() => outline(BOLD_40, 'A<tspan>B</tspan>')).toThrow('no <tspan>');
    expect(() => outline(BOLD_40, '漢字')).toThrow('Inter has no glyph for "漢"');
  });
});

describe('font weights', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inter-'));
    for (const weight of [700, 800]) {
      const file = `inter-latin-${weight}-normal.woff`;
      fs.copyFileSync(path.join(INTER_FILES_DIR, file), path.join(dir, file));
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails with a clear message for a weight that has no font file', () => {
    const only700And800 = interFonts(dir);
    expect(only700And800.weights).toEqual([700, 800]);
    expect(() => outline('font-weight="600"', 'A', only700And800)).toThrow(
      `No Inter font file for font-weight 600: expected ${path.join(dir, 'inter-latin-600-normal.woff')} (found weights: 700, 800)`,
    );
  });

  it('draws a weight between two files with the one CSS font matching picks (750: 800)', () => {
    const only700And800 = interFonts(dir);
    const heavy = outline('font-weight="750"', 'Switchboard', only700And800).d;
    expect(heavy).toBe(outline('font-weight="800"', 'Switchboard').d);
    expect(heavy).not.toBe(outline('font-weight="700"', 'Switchboard').d);
    expect(outline('font-weight="bold"', 'A').d).toBe(outline('font-weight="700"', 'A').d);
    expect(outline('', 'A').d).toBe(outline('font-weight="400"', 'A').d);
  });
});

describe('compactPathData', () => {
  it('writes points (in hundredths) that read back exactly, with the fewest separators', () => {
    const d = compactPathData([
      { command: 'M', points: [150, -50] },
      { command: 'L', points: [200, -50] },
      { command: 'L', points: [200, 1000] },
      { command: 'L', points: [200, 1000] },
      { command: 'Q', points: [250, 1050, 245, 1100] },
      { command: 'Z', points: [] },
      { command: 'M', points: [1000, 0] },
      { command: 'C', points: [990, -10, 1010, 10, 1000, 0] },
      { command: 'Z', points: [] },
    ]);
    expect(d).toBe('m1.5-.5h.5v10.5q.5.5.45 1zm8.5.5c-.1-.1.1.1 0 0z');
    expect(subpathBoxes(d)).toEqual([
      { minX: 1.5, maxX: 2.5, minY: -0.5, maxY: 11 },
      { minX: 9.9, maxX: 10.1, minY: -0.1, maxY: 0.1 },
    ]);
  });
});
