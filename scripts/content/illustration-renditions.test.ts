import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_RENDITION_WIDTHS,
  ILLUSTRATION_WIDTH,
  illustrationRenditionPath,
} from '@/constants/illustrations';
import { ILLUSTRATIONS } from '@/content/pages/page-assets';
import { renderRendition } from './illustration-renditions';

const onDisk = (publicPath: string) => path.join('public', publicPath);

describe('the WebP renditions of the page illustrations (decision 0231)', () => {
  it('has every illustration at 640, 960 and 1280 px, in its 4:3 box, as WebP', async () => {
    for (const name of ILLUSTRATIONS) {
      for (const width of ILLUSTRATION_RENDITION_WIDTHS) {
        const {
          format,
          width: w,
          height: h,
        } = await sharp(onDisk(illustrationRenditionPath(name, width))).metadata();
        expect({ name, format, w, h }).toEqual({
          name,
          format: 'webp',
          w: width,
          h: (width * ILLUSTRATION_HEIGHT) / ILLUSTRATION_WIDTH,
        });
      }
    }
  });

  it('gives a phone a file as light as the drawing was: every 640 px rendition under 30 kB', () => {
    for (const name of ILLUSTRATIONS) {
      const bytes = fs.statSync(onDisk(illustrationRenditionPath(name, 640))).size;
      expect({ name, under30kB: bytes < 30_000 }).toEqual({ name, under30kB: true });
    }
  });

  it('has files that are what the renderer makes from the drawing today', async () => {
    // Rendering at the encoder's slowest setting takes seconds; one stands for all of them. Pixels,
    // not bytes: another platform's librsvg or libwebp may round an edge differently, while a
    // drawing changed without its renditions moves whole shapes.
    const pixels = (webp: Buffer) => sharp(webp).raw().toBuffer();
    const today = await pixels(await renderRendition('workflows', 640));
    const onFile = await pixels(
      fs.readFileSync(onDisk(illustrationRenditionPath('workflows', 640))),
    );
    expect(onFile.length).toBe(today.length);
    let differing = 0;
    for (let i = 0; i < today.length; i++) if (Math.abs(today[i]! - onFile[i]!) > 16) differing++;
    expect(differing / today.length).toBeLessThan(0.0002);
  }, 30_000);
});
