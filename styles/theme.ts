import {
  BASE_FONT_SIZE_PX,
  BREAKPOINTS,
  HORIZONTAL_PADDING,
  MODAL_ANIMATION_MS,
  PRIMARY_NAV_HEIGHT_PX,
  Z_INDEX,
  type Breakpoint,
} from '@/constants/layout';

/**
 * Design tokens. Layout numbers come from constants/layout.ts; colours, type and spacing are the
 * site's visual identity (violet accents on calm neutrals; contrast ratios meet WCAG AA).
 */
export const colors = {
  violet900: '#1e0b4b',
  violet800: '#2d1470',
  violet700: '#3f1d9b',
  violet600: '#5227cc',
  violet500: '#6a3df0',
  violet400: '#8c6cf5',
  violet200: '#d9cffd',
  violet100: '#ece6fe',
  violet50: '#f6f3ff',
  ink900: '#14111f',
  ink700: '#3b3750',
  ink600: '#55516b',
  ink500: '#6b6781',
  ink300: '#c9c6d6',
  ink200: '#e3e1ec',
  ink100: '#f1f0f6',
  white: '#ffffff',
  coral500: '#e8505b',
  red600: '#c62828',
  green600: '#1b7f4c',
  amber600: '#9a6700',
  focus: '#6a3df0',
} as const;

/**
 * The name of Inter's metric-matched fallback face (its @font-face rules: styles/fonts.ts). Kept
 * here, not there, so the browser's code needs nothing of the font files' module (issue 19).
 */
export const INTER_FALLBACK_FAMILY = 'Inter Fallback';

/** Inter, self-hosted (styles/fonts.ts), then its metric-matched fallback, then the system's. */
const brandStack = `'Inter', '${INTER_FALLBACK_FAMILY}', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif`;

export const fonts = {
  body: brandStack,
  heading: brandStack,
  mono: `ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace`,
} as const;

/** Type scale in rem (base 16 px), a 1.25 ratio. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.375rem',
  '5xl': '3rem',
  '6xl': '3.75rem',
} as const;

/** Spacing scale in px (4 px grid). */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
  24: '96px',
  32: '128px',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const shadows = {
  header: '0 2px 16px rgba(20, 17, 31, 0.08)',
  card: '0 1px 2px rgba(20, 17, 31, 0.06), 0 8px 24px rgba(20, 17, 31, 0.06)',
  modal: '0 24px 64px rgba(20, 17, 31, 0.24)',
} as const;

/** `@media (min-width: …)` for a named breakpoint. */
export const mq = (bp: Breakpoint): string => `@media (min-width: ${BREAKPOINTS[bp]}px)`;

export const theme = {
  colors,
  fonts,
  fontSizes,
  space,
  radii,
  shadows,
  breakpoints: BREAKPOINTS,
  paddings: HORIZONTAL_PADDING,
  baseFontSize: BASE_FONT_SIZE_PX,
  zIndex: Z_INDEX,
  navHeight: PRIMARY_NAV_HEIGHT_PX,
  animationMs: MODAL_ANIMATION_MS,
} as const;

export type Theme = typeof theme;
