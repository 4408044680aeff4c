import Image from 'next/image';
import type { Illustration } from '@/content/pages/schema';

/** Every page illustration is drawn on the same 640x480 canvas, so its box is known before it loads. */
export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 480;

export function IllustrationImage({
  illustration,
  priority = false,
}: {
  illustration: Illustration;
  priority?: boolean;
}) {
  return (
    <Image
      src={`/illustrations/pages/${illustration.name}.svg`}
      alt={illustration.alt}
      width={ILLUSTRATION_WIDTH}
      height={ILLUSTRATION_HEIGHT}
      // SVGs are served as drawn: the optimiser refuses SVG (dangerouslyAllowSVG is off).
      unoptimized
      priority={priority}
      sizes="(min-width: 1024px) 560px, 100vw"
      style={{ width: '100%', height: 'auto' }}
    />
  );
}
