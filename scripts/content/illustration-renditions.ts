/**
 * Renders a page illustration's WebP renditions from its SVG drawing (decision 0231). An SVG in an
 * <img> is a document the page's main thread parses, lays out and paints (a product picture cost
 * 170 ms of a phone's main thread at load); a WebP is decoded off it. Drawings stay the source:
 * draw-product-pictures.ts renders each picture's renditions after drawing it, and
 * `node --import tsx scripts/content/render-illustrations.ts [names...]` renders any of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_RENDITION_WIDTHS,
  ILLUSTRATION_WIDTH,
  illustrationDrawingPath,
  illustrationRenditionPath,
  type IllustrationRenditionWidth,
} from '@/constants/illustrations';

/**
 * Quality 80 keeps the outlined words clean at 1x and 2x; effort 6 is the smallest file the
 * encoder finds, and smart subsampling keeps coloured words (chips, links) from bleeding.
 */
const WEBP_OPTIONS = { quality: 80, effort: 6, smartSubsample: true } as const;

const onDisk = (publicPath: string) => path.join('public', publicPath);

/** The rendition's bytes: the drawing rasterised at that width (same drawing and libraries, same bytes). */
export function renderRendition(name: string, width: IllustrationRenditionWidth): Promise<Buffer> {
  const density = (72 * width) / ILLUSTRATION_WIDTH;
  return sharp(onDisk(illustrationDrawingPath(name)), { density })
    .resize(width, (width * ILLUSTRATION_HEIGHT) / ILLUSTRATION_WIDTH)
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

/** Writes every rendition of `name` next to its drawing; returns the files and their sizes. */
export async function writeRenditions(name: string): Promise<{ file: string; bytes: number }[]> {
  const written = [];
  for (const width of ILLUSTRATION_RENDITION_WIDTHS) {
    const file = onDisk(illustrationRenditionPath(name, width));
    const bytes = await renderRendition(name, width);
    fs.writeFileSync(file, bytes);
    written.push({ file, bytes: bytes.length });
  }
  return written;
}
