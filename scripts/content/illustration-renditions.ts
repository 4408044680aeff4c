/**
 * Renders a page illustration's AVIF and WebP renditions from its SVG drawing (decisions 0231,
 * 0241). An SVG in an <img> is a document the page's main thread parses, lays out and paints (a
 * product picture cost 170 ms of a phone's main thread at load); a bitmap is decoded off it. Drawings stay the source:
 * draw-product-pictures.ts renders each picture's renditions after drawing it, and
 * `node --import tsx scripts/content/render-illustrations.ts [names...]` renders any of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_FORMAT_WIDTHS,
  ILLUSTRATION_WIDTH,
  illustrationDrawingPath,
  illustrationRenditionPath,
  ILLUSTRATION_FORMATS,
  type IllustrationFormat,
  type IllustrationRenditionWidth,
} from '@/constants/illustrations';

/**
 * Quality 80 keeps the outlined words clean at 1x and 2x; effort 6 is the smallest file the
 * encoder finds, and smart subsampling keeps coloured words (chips, links) from bleeding.
 */
const WEBP_OPTIONS = { quality: 80, effort: 6, smartSubsample: true } as const;

/**
 * AVIF at quality 60 draws the outlined words as sharply as the WebP at 80 (compared at 2x zoom)
 * in about two thirds of the bytes: 18.1 against 26.9 kB for the home page's hero at 640 px. No
 * chroma subsampling (sharp's default for AVIF), for the same coloured words.
 */
const AVIF_OPTIONS = { quality: 60, effort: 6 } as const;

const onDisk = (publicPath: string) => path.join('public', publicPath);

/** The rendition's bytes: the drawing rasterised at that width (same drawing and libraries, same bytes). */
export function renderRendition(
  name: string,
  width: IllustrationRenditionWidth,
  format: IllustrationFormat,
): Promise<Buffer> {
  const density = (72 * width) / ILLUSTRATION_WIDTH;
  const raster = sharp(onDisk(illustrationDrawingPath(name)), { density }).resize(
    width,
    (width * ILLUSTRATION_HEIGHT) / ILLUSTRATION_WIDTH,
  );
  return (format === 'avif' ? raster.avif(AVIF_OPTIONS) : raster.webp(WEBP_OPTIONS)).toBuffer();
}

/** Writes every rendition of `name` next to its drawing; returns the files and their sizes. */
export async function writeRenditions(name: string): Promise<{ file: string; bytes: number }[]> {
  const written = [];
  for (const format of ILLUSTRATION_FORMATS) {
    for (const width of ILLUSTRATION_FORMAT_WIDTHS[format]) {
      const file = onDisk(illustrationRenditionPath(name, width, format));
      const bytes = await renderRendition(name, width, format);
      fs.writeFileSync(file, bytes);
      written.push({ file, bytes: bytes.length });
    }
  }
  return written;
}
