import { preload } from 'react-dom';
import type { Illustration } from '@/content/pages/schema';

/** Every page illustration is drawn on the same 640x480 canvas, so its box is known before it loads. */
export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 480;

/**
 * A page illustration: an SVG served as drawn (the image optimiser refuses SVG), so a plain <img>
 * does what next/image would, without next/image's code in the first load of every page that has
 * a hero (decision 0150). A hero's illustration is preloaded at high priority.
 */
export function IllustrationImage({
  illustration,
  priority = false,
}: {
  illustration: Illustration;
  priority?: boolean;
}) {
  const src = `/illustrations/pages/${illustration.name}.svg`;
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimiser (see above)
    <img
      src={src}
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
