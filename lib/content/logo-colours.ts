import { colors } from '@/styles/theme';

/**
 * Which tile keeps a brand mark visible in its own colour. The mark sits on a white tile when it
 * contrasts at least 3:1 with white (WCAG's figure for graphics); a lighter brand colour gets a
 * dark ink tile instead (any colour under 3:1 against white clears 6:1 against ink 900).
 */
export const MIN_GRAPHIC_CONTRAST = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a six-digit hex colour: ${hex}`);
  const n = parseInt(match[1]!, 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

export interface LogoColours {
  tile: string;
  mark: string;
}

export function logoColours(brandHex: string): LogoColours {
  const brand = `#${brandHex.replace(/^#/, '').toLowerCase()}`;
  const onWhite = contrastRatio(brand, colors.white) >= MIN_GRAPHIC_CONTRAST;
  return { tile: onWhite ? colors.white : colors.ink900, mark: brand };
}
