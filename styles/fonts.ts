import { css } from 'styled-components';

/**
 * The brand typeface, self-hosted (decision 0135): Inter's variable Latin files from
 * @fontsource-variable/inter, copied into public/fonts/ under a name that carries the package's
 * version, so they can be cached for a year (next.config.ts) and a new version is a new URL.
 */
export const INTER_FILES = {
  upright: '/fonts/inter-latin-wght-normal-5.3.0.woff2',
  italic: '/fonts/inter-latin-wght-italic-5.3.0.woff2',
} as const;

/** The one file the first screen needs: upright text. The italic loads only where italics show. */
export const PRELOADED_FONT_FILE = INTER_FILES.upright;

/** @fontsource's Latin subset: these characters draw in Inter, anything else in the fallback. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

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

export const INTER_FALLBACK_FAMILY = 'Inter Fallback';

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

const interFace = (style: 'normal' | 'italic', url: string) => css`
  @font-face {
    font-family: 'Inter';
    font-style: ${style};
    font-weight: 100 900;
    font-display: swap;
    src: url('${url}') format('woff2');
    unicode-range: ${LATIN_RANGE};
  }
`;

/** Part of the server-rendered global stylesheet (styles/global-style.ts). */
export const fontFaces = css`
  ${interFace('normal', INTER_FILES.upright)}
  ${interFace('italic', INTER_FILES.italic)}
  ${fallbackFace(INTER_FALLBACK.regular)}
  ${fallbackFace(INTER_FALLBACK.bold)}
`;
