/**
 * The page illustrations (content/pages/page-assets.ts ILLUSTRATIONS): every one is drawn as SVG
 * on the same 640x480 canvas, so its box is known before it loads, and served as AVIF renditions
 * of that drawing, WebP for browsers without AVIF (decisions 0231, 0241). Shared by the page's
 * <picture> and the script that renders them.
 */
export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 480;

/** The widest a page block's picture shows: the hero's art is capped at this, a split feature's column is narrower. */
export const ILLUSTRATION_MAX_SHOWN_WIDTH = 620;

/** The box's width at 1x, 1.5x and 2x: a phone at 1.75x gets 640 or 960, a 2x laptop 1280. */
export const ILLUSTRATION_RENDITION_WIDTHS = [640, 960, 1280] as const;
export type IllustrationRenditionWidth = (typeof ILLUSTRATION_RENDITION_WIDTHS)[number];

const FOLDER = '/illustrations/pages';

/** The drawing itself: the source of every rendition, and what an editor opens to see it whole. */
export const illustrationDrawingPath = (name: string) => `${FOLDER}/${name}.svg`;

/** The renditions' formats, the one a browser should prefer first (decision 0241). */
export const ILLUSTRATION_FORMATS = ['avif', 'webp'] as const;
export type IllustrationFormat = (typeof ILLUSTRATION_FORMATS)[number];

/** The fallback's file for screens at 2x; its 1x is ILLUSTRATION_WIDTH. */
export const ILLUSTRATION_FALLBACK_2X_WIDTH = 1280 satisfies IllustrationRenditionWidth;

/**
 * The widths each format is rendered at: the preferred format at every width, chosen by `sizes`;
 * the fallback at 1x and 2x of the box, chosen by pixel density, for the few browsers that use it.
 */
export const ILLUSTRATION_FORMAT_WIDTHS: Record<
  IllustrationFormat,
  readonly IllustrationRenditionWidth[]
> = {
  avif: ILLUSTRATION_RENDITION_WIDTHS,
  webp: [ILLUSTRATION_WIDTH, ILLUSTRATION_FALLBACK_2X_WIDTH],
};

/** The rendition `width` px wide in `format`, under public/. */
export const illustrationRenditionPath = (
  name: string,
  width: IllustrationRenditionWidth,
  format: IllustrationFormat,
) => `${FOLDER}/${name}-${width}w.${format}`;
