import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ILLUSTRATION_FORMAT_WIDTHS,
  ILLUSTRATION_FORMATS,
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  illustrationRenditionPath,
} from '@/constants/illustrations';
import { ILLUSTRATIONS } from '@/content/pages/page-assets';
import { renderRendition } from './illustration-renditions';

const onDisk = (publicPath: string) => path.join('public', publicPath);

/** sharp names an AVIF file's container: HEIF, with the AV1 coding. */
const CONTAINER = { avif: 'heif', webp: 'webp' } as const;

describe('the AVIF and WebP renditions of the page illustrations (decisions 0231, 0241)', () => {
  it('has every illustration as AVIF at 640, 960 and 1280 px and as WebP at 640 and 1280, in its 4:3 box', async () => {
    expect(ILLUSTRATION_FORMAT_WIDTHS).toEqual({ avif: [640, 960, 1280], webp: [640, 1280] });
    for (const name of ILLUSTRATIONS) {
      for (const wanted of ILLUSTRATION_FORMATS) {
        for (const width of ILLUSTRATION_FORMAT_WIDTHS[wanted]) {
          const {
            format,
            compression,
            width: w,
            height: h,
          } = await sharp(onDisk(illustrationRenditionPath(name, width, wanted))).metadata();
          expect({
            name,
            format,
            compression: wanted === 'avif' ? compression : null,
            w,
            h,
          }).toEqual({
            name,
            format: CONTAINER[wanted],
            compression: wanted === 'avif' ? 'av1' : null,
            w: width,
            h: (width * ILLUSTRATION_HEIGHT) / ILLUSTRATION_WIDTH,
          });
        }
      }
    }
  });

  it('gives a phone a file as light as the drawing was: every 640 px rendition under 30 kB', () => {
    for (const name of ILLUSTRATIONS) {
      for (const format of ILLUSTRATION_FORMATS) {
        const bytes = fs.statSync(onDisk(illustrationRenditionPath(name, 640, format))).size;
        expect({ name, format, under30kB: bytes < 30_000 }).toEqual({
          name,
          format,
          under30kB: true,
        });
      }
    }
  });

  it('keeps no file the pages no longer offer: no WebP at 960 px', () => {
    const files = fs.readdirSync(onDisk('/illustrations/pages'));
    expect(files.filter((file) => file.endsWith('-960w.webp'))).toEqual([]);
  });

  it('makes the AVIF lighter than the WebP it stands in for, at the widths both have', () => {
    for (const name of ILLUSTRATIONS) {
      for (const width of ILLUSTRATION_FORMAT_WIDTHS.webp) {
        const [avif, webp] = (['avif', 'webp'] as const).map(
          (format) => fs.statSync(onDisk(illustrationRenditionPath(name, width, format))).size,
        );
        expect({ name, width, lighter: avif! < webp! }).toEqual({ name, width, lighter: true });
      }
    }
  });

  it.each(ILLUSTRATION_FORMATS)(
    'has %s files that are what the renderer makes from the drawing today',
    async (format) => {
      // Rendering at the encoder's slowest setting takes seconds; one stands for all of them.
      // Pixels, not bytes: another platform's librsvg or encoder may round an edge differently,
      // while a drawing changed without its renditions moves whole shapes.
      const pixels = (file: Buffer) => sharp(file).raw().toBuffer();
      const today = await pixels(await renderRendition('workflows', 640, format));
      const onFile = await pixels(
        fs.readFileSync(onDisk(illustrationRenditionPath('workflows', 640, format))),
      );
      expect(onFile.length).toBe(today.length);
      let differing = 0;
      for (let i = 0; i < today.length; i++) if (Math.abs(today[i]! - onFile[i]!) > 16) differing++;
      expect(differing / today.length).toBeLessThan(0.0002);
    },
    30_000,
  );

  it('draws the AVIF as the WebP draws it: few pixels differ by more than a faint edge', async () => {
    const pixels = (format: 'avif' | 'webp') =>
      sharp(fs.readFileSync(onDisk(illustrationRenditionPath('shared-inbox', 640, format))))
        .removeAlpha()
        .raw()
        .toBuffer();
    const [avif, webp] = await Promise.all([pixels('avif'), pixels('webp')]);
    expect(avif.length).toBe(webp.length);
    let differing = 0;
    for (let i = 0; i < avif.length; i++) if (Math.abs(avif[i]! - webp[i]!) > 48) differing++;
    expect(differing / avif.length).toBeLessThan(0.005);
  });
});
