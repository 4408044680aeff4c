/**
 * Draws the product pictures (decision 0140) into public/illustrations/pages/, words outlined:
 *
 *   node --import tsx scripts/content/draw-product-pictures.ts [names...]
 *
 * Re-runnable: the same code draws the same files, byte for byte. Each picture's WebP renditions,
 * which the pages show, are rendered from it right after (decision 0231).
 */
import fs from 'node:fs';
import path from 'node:path';
import { illustrationDrawingPath } from '@/constants/illustrations';
import { writeRenditions } from './illustration-renditions';
import { PRODUCT_PICTURES } from './product-pictures';
import { interFonts, outlineSvgText } from './svg-text-outline';

const only = new Set(process.argv.slice(2));
const fonts = interFonts();

async function main() {
  for (const { name, draw } of PRODUCT_PICTURES) {
    if (only.size > 0 && !only.has(name)) continue;
    const file = path.join('public', illustrationDrawingPath(name));
    fs.writeFileSync(file, outlineSvgText(draw(), fonts));
    console.info(`[draw-product-pictures] ${file}: ${fs.statSync(file).size} bytes`);
    for (const rendition of await writeRenditions(name)) {
      console.info(`[draw-product-pictures] ${rendition.file}: ${rendition.bytes} bytes`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
