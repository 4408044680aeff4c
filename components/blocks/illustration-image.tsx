import { preload } from 'react-dom';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_MAX_SHOWN_WIDTH,
  ILLUSTRATION_RENDITION_WIDTHS,
  ILLUSTRATION_WIDTH,
  illustrationRenditionPath,
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

const SRC_SET = (name: string) =>
  ILLUSTRATION_RENDITION_WIDTHS.map(
    (width) => `${illustrationRenditionPath(name, width)} ${width}w`,
  ).join(', ');

/**
 * A page illustration (a page block's, or a resource hub card's): the WebP renditions of its
 * drawing (decision 0231) in a plain <img> with a srcset. next/image would add its code to the
 * first load of every page with a hero (decision 0150). A hero's picture is preloaded, high priority.
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
  const src = illustrationRenditionPath(illustration.name, ILLUSTRATION_WIDTH);
  const srcSet = SRC_SET(illustration.name);
  if (priority) {
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: sizes,
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- renditions made ahead (see above)
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={illustration.alt}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      style={{ width: '100%', height: 'auto' }}
    />
  );
}
