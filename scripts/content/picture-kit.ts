/**
 * The drawing kit of the site's product pictures and blog covers (decision 0140): one canvas, one
 * window frame, one set of chips, avatars and icons in the brand colours (styles/theme.ts), so
 * every picture is drawn in the same hand. Words go in as `<text>` set in Inter and become
 * outlines afterwards (decision 0083); widths are measured with the same Inter files, so a chip
 * fits its label exactly.
 */
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from '@/constants/illustrations';
import { colors } from '@/styles/theme';
import { interFonts, resolveWeight, type FontSet } from './svg-text-outline';

let fontSet: FontSet | undefined;
const fonts = () => (fontSet ??= interFonts());

/** Accents beside the theme's violets and inks: one per kind of status, as the product shows them. */
export const accents = {
  teal: '#17808a',
  tealSoft: '#dff4f6',
  green: colors.green600,
  greenSoft: '#e3f4ea',
  amber: colors.amber600,
  amberSoft: '#fdf1d8',
  amberBright: '#f2b53a',
  red: '#b42330',
  redSoft: '#fde8ea',
  coral: colors.coral500,
  blue: '#2563c9',
  blueSoft: '#e3ecfb',
} as const;

export const FONT_FAMILY = "Inter, 'Segoe UI', Arial, sans-serif";

export interface TextStyle {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
}

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const round = (value: number) => Math.round(value * 10) / 10;

/** Width of `value` set in Inter at this size and weight, in user units. */
export function textWidth(value: string, size = 12, weight = 400): number {
  const font = fonts().font(resolveWeight(weight, fonts()));
  return (font.layout(value).advanceWidth * size) / font.unitsPerEm;
}

export function text(x: number, y: number, value: string, style: TextStyle = {}): string {
  const { size = 12, weight = 400, fill = colors.ink900, anchor = 'start', opacity } = style;
  return (
    `<text x="${round(x)}" y="${round(y)}" font-family="${FONT_FAMILY}" font-size="${size}"` +
    ` font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"` +
    (opacity === undefined ? '' : ` opacity="${opacity}"`) +
    `>${xml(value)}</text>`
  );
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius = 0,
  extra = '',
): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"${radius ? ` rx="${radius}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1) =>
  `<path d="M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}" stroke="${stroke}" stroke-width="${width}" fill="none"/>`;

/** The 640x480 canvas every page picture is drawn on (constants/illustrations.ts). */
export function canvas(
  title: string,
  body: string,
  width = ILLUSTRATION_WIDTH,
  height = ILLUSTRATION_HEIGHT,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${xml(title)}</title>`,
    '<defs>',
    `<filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="10" flood-color="${colors.ink900}" flood-opacity="0.10"/></filter>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.violet50}"/><stop offset="1" stop-color="${colors.violet100}"/></linearGradient>`,
    '</defs>',
    rect(0, 0, width, height, 'url(#bg)', 28),
    circle(width - 80, 70, 90, colors.violet200, 'opacity="0.45"'),
    circle(70, height - 50, 70, colors.violet200, 'opacity="0.35"'),
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** A white card with the soft shadow of every picture. */
export const card = (x: number, y: number, width: number, height: number, radius = 14) =>
  `<g filter="url(#s)">${rect(x, y, width, height, colors.white, radius)}</g>`;

/** An application window: a card with a title bar, its three dots and an optional caption. */
export function appWindow(
  x: number,
  y: number,
  width: number,
  height: number,
  caption?: string,
): string {
  return [
    card(x, y, width, height, 16),
    rect(x, y, width, 34, colors.violet50, 16),
    rect(x, y + 18, width, 16, colors.violet50),
    line(x, y + 34, x + width, y + 34, colors.ink200),
    circle(x + 18, y + 17, 4.5, accents.coral),
    circle(x + 32, y + 17, 4.5, accents.amberBright),
    circle(x + 46, y + 17, 4.5, '#2fa66a'),
    caption
      ? text(x + width / 2, y + 21.5, caption, {
          size: 11,
          weight: 500,
          fill: colors.ink500,
          anchor: 'middle',
        })
      : '',
  ].join('');
}

export type ChipTone = 'violet' | 'red' | 'green' | 'amber' | 'teal' | 'grey' | 'blue';

const chipColours: Record<ChipTone, [string, string]> = {
  violet: [colors.violet100, colors.violet600],
  red: [accents.redSoft, accents.red],
  green: [accents.greenSoft, accents.green],
  amber: [accents.amberSoft, accents.amber],
  teal: [accents.tealSoft, accents.teal],
  grey: [colors.ink100, colors.ink600],
  blue: [accents.blueSoft, accents.blue],
};

/** A tag or status pill sized to its label; returns its markup and width. */
export function chip(
  x: number,
  y: number,
  label: string,
  tone: ChipTone,
  size = 10.5,
): { svg: string; width: number } {
  const [background, foreground] = chipColours[tone];
  const width = textWidth(label, size, 600) + 14;
  const height = size + 9;
  return {
    svg:
      rect(x, y, width, height, background, height / 2) +
      text(x + 7, y + height / 2 + size * 0.36, label, { size, weight: 600, fill: foreground }),
    width,
  };
}

/** Chips in a row from x, 6 units apart. */
export function chips(x: number, y: number, items: [string, ChipTone][], size = 10.5): string {
  let left = x;
  return items
    .map(([label, tone]) => {
      const drawn = chip(left, y, label, tone, size);
      left += drawn.width + 6;
      return drawn.svg;
    })
    .join('');
}

export function button(
  x: number,
  y: number,
  label: string,
  primary = true,
  size = 11.5,
): { svg: string; width: number } {
  const width = textWidth(label, size, 600) + 24;
  const height = size + 15;
  return {
    svg:
      rect(
        x,
        y,
        width,
        height,
        primary ? colors.violet500 : colors.white,
        8,
        primary ? '' : `stroke="${colors.ink300}"`,
      ) +
      text(x + width / 2, y + height / 2 + size * 0.36, label, {
        size,
        weight: 600,
        fill: primary ? colors.white : colors.ink700,
        anchor: 'middle',
      }),
    width,
  };
}

/** A person as the product shows them: a coloured disc with their initials. */
export function avatar(cx: number, cy: number, r: number, initials: string, fill: string): string {
  const size = Math.round(r * 0.78 * 10) / 10;
  return (
    circle(cx, cy, r, fill) +
    text(cx, cy + size * 0.36, initials, {
      size,
      weight: 600,
      fill: colors.white,
      anchor: 'middle',
    })
  );
}

export const avatarColours = [
  colors.violet500,
  accents.teal,
  accents.coral,
  accents.blue,
  colors.green600,
  accents.amber,
  colors.violet700,
] as const;

/** Small line icons (16 units square, top-left at x, y). */
export const icon = {
  mail: (x: number, y: number, stroke: string) =>
    `<g fill="none" stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round">${rect(x + 1, y + 3, 14, 10, 'none', 2)}<path d="M${x + 1.5} ${y + 4}l6.5 5 6.5-5"/></g>`,
  chat: (x: number, y: number, stroke: string) =>
    `<path d="M${x + 3} ${y + 2}h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-6l-4 3v-3h0a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z" fill="none" stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round"/>`,
  phone: (x: number, y: number, stroke: string) =>
    `<g fill="none" stroke="${stroke}" stroke-width="1.5">${rect(x + 4, y + 1, 8, 14, 'none', 2)}<path d="M${x + 7} ${y + 12.5}h2"/></g>`,
  whatsapp: (x: number, y: number, stroke: string) =>
    `<g fill="none" stroke="${stroke}" stroke-width="1.5"><path d="M${x + 3.2} ${y + 12.2}A6.5 6.5 0 1 1 ${x + 5.6} ${y + 14.3}L${x + 2} ${y + 15}z" stroke-linejoin="round"/><path d="M${x + 6} ${y + 6}q0 4 4 4" stroke-linecap="round"/></g>`,
  social: (x: number, y: number, stroke: string) =>
    `<g fill="none" stroke="${stroke}" stroke-width="1.5">${rect(x + 1.5, y + 1.5, 13, 13, 'none', 4)}${circle(x + 8, y + 8, 3, 'none')}</g>`,
  clock: (x: number, y: number, stroke: string) =>
    `<g fill="none" stroke="${stroke}" stroke-width="1.5" stroke-linecap="round">${circle(x + 8, y + 8, 6.5, 'none')}<path d="M${x + 8} ${y + 4.5}V${y + 8}l2.5 1.5"/></g>`,
  search: (x: number, y: number, stroke: string) =>
    `<g fill="none" stroke="${stroke}" stroke-width="1.6" stroke-linecap="round">${circle(x + 7, y + 7, 4.8, 'none')}<path d="M${x + 10.5} ${y + 10.5}l3.5 3.5"/></g>`,
  check: (x: number, y: number, stroke: string) =>
    `<path d="M${x + 3} ${y + 8.5}l3.2 3.2L${x + 13} ${y + 5}" fill="none" stroke="${stroke}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  sparkle: (x: number, y: number, fill: string, size = 16) => {
    const c = size / 2;
    return `<path d="M${x + c} ${y}Q${x + c * 1.1} ${y + c * 0.9} ${x + size} ${y + c}Q${x + c * 1.1} ${y + c * 1.1} ${x + c} ${y + size}Q${x + c * 0.9} ${y + c * 1.1} ${x} ${y + c}Q${x + c * 0.9} ${y + c * 0.9} ${x + c} ${y}z" fill="${fill}"/>`;
  },
  doc: (x: number, y: number, stroke: string) =>
    `<g fill="none" stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round"><path d="M${x + 3} ${y + 1}h7l3 3v11H${x + 3}z"/><path d="M${x + 6} ${y + 8}h5M${x + 6} ${y + 11}h5"/></g>`,
  bolt: (x: number, y: number, fill: string) =>
    `<path d="M${x + 9} ${y + 1}L${x + 3} ${y + 9}h4.5l-1 6 6-8H${x + 8}z" fill="${fill}"/>`,
};

/** Splits words into lines no wider than `width` at this size and weight. */
export function wrap(value: string, width: number, size = 12, weight = 400): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, weight) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A paragraph: wrapped lines from a baseline at y, `leading` apart. */
export function paragraph(
  x: number,
  y: number,
  value: string,
  width: number,
  style: TextStyle & { leading?: number } = {},
): string {
  const { leading = (style.size ?? 12) * 1.45, ...rest } = style;
  return wrap(value, width, rest.size ?? 12, rest.weight ?? 400)
    .map((row, index) => text(x, y + index * leading, row, rest))
    .join('');
}
