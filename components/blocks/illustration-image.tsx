import { preload } from 'react-dom';
import {
  ILLUSTRATION_FALLBACK_2X_WIDTH,
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_MAX_SHOWN_WIDTH,
  ILLUSTRATION_RENDITION_WIDTHS,
  ILLUSTRATION_WIDTH,
  illustrationRenditionPath,
  ILLUSTRATION_FORMATS,
  type IllustrationFormat,
} from '@/constants/illustrations';
import { BREAKPOINTS, HORIZONTAL_PADDING } from '@/constants/layout';
import type { Illustration } from '@/content/pages/schema';

/**
 * `sizes` as an upper bound of how wide a picture shows: at most `desktopWidth` px from the desktop
 * breakpoint up, otherwise the page's width less its padding. An upper bound never picks a file
 * too small to be sharp; at worst one step larger than needed.
 */
export const illustrationSizes = (desktopWidth: number) =>
  [
    `(min-width: ${BREAKPOINTS.desktop}px) ${desktopWidth}px`,
    `(min-width: ${BREAKPOINTS.tablet}px) calc(100vw - ${2 * HORIZONTAL_PADDING.tablet}px)`,
    `calc(100vw - ${2 * HORIZONTAL_PADDING.mobile}px)`,
  ].join(', ');

/**
 * A page block's picture: the hero's art is capped at ILLUSTRATION_MAX_SHOWN_WIDTH and a split
 * feature's column is narrower. A phone 412 px wide at 1.75x gets the 640 px file.
 */
export const ILLUSTRATION_SIZES = illustrationSizes(ILLUSTRATION_MAX_SHOWN_WIDTH);

/** A format's renditions by width, for a `srcset` with `sizes`. */
const widthSet = (name: string, format: IllustrationFormat) =>
  ILLUSTRATION_RENDITION_WIDTHS.map(
    (width) => `${illustrationRenditionPath(name, width, format)} ${width}w`,
  ).join(', ');

/**
 * The fallback's 2x rendition; `src` is its 1x (ILLUSTRATION_FORMAT_WIDTHS). By pixel density:
 * shorter markup for the few browsers that use it, which may show a tablet's wider picture
 * softer than the preferred format would.
 */
const densitySet = (name: string, format: IllustrationFormat) =>
  `${illustrationRenditionPath(name, ILLUSTRATION_FALLBACK_2X_WIDTH, format)} 2x`;

/** The format every browser is offered first, and the one an <img> falls back to. */
const [PREFERRED, FALLBACK] = ILLUSTRATION_FORMATS;

/**
 * A page illustration (a page block's, or a resource hub card's): the AVIF renditions of its
 * drawing, and WebP for a browser without AVIF (decisions 0231, 0241), in a plain <picture>.
 * next/image would add its code to the first load of every page with a hero (decision 0150). The
 * AVIF is chosen by width (`sizes`); the WebP fallback by pixel density, which keeps home's
 * document within the first window. A hero's picture is preloaded, high priority; the preload
 * names its type, so a browser without AVIF skips it rather than fetch a file it cannot show.
 */
export function IllustrationImage({
  illustration,
  priority = false,
  sizes = ILLUSTRATION_SIZES,
}: {
  illustration: Illustration;
  priority?: boolean;
  /** Where the picture shows narrower than a page block's (the resource hub): illustrationSizes. */
  sizes?: string;
}) {
  const preferredSet = widthSet(illustration.name, PREFERRED);
  if (priority) {
    preload(illustrationRenditionPath(illustration.name, ILLUSTRATION_WIDTH, PREFERRED), {
      as: 'image',
      type: `image/${PREFERRED}`,
      fetchPriority: 'high',
      imageSrcSet: preferredSet,
      imageSizes: sizes,
    });
  }
  return (
    // Laid out as its <img> alone: `picture { display: contents }` (styles/global-style.ts).
    <picture>
      <source type={`image/${PREFERRED}`} srcSet={preferredSet} sizes={sizes} />
      <img
        src={illustrationRenditionPath(illustration.name, ILLUSTRATION_WIDTH, FALLBACK)}
        srcSet={densitySet(illustration.name, FALLBACK)}
        alt={illustration.alt}
        width={ILLUSTRATION_WIDTH}
        height={ILLUSTRATION_HEIGHT}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        style={{ width: '100%', height: 'auto' }}
      />
    </picture>
  );
}
