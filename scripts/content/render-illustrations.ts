/**
 * Renders the AVIF and WebP renditions of the page illustrations from their drawings (decisions
 * 0231, 0241):
 *
 *   node --import tsx scripts/content/render-illustrations.ts [names...]
 *
 * Without names, every illustration of content/pages/page-assets.ts. Run it after changing a
 * drawing by hand; draw-product-pictures.ts already does it for the pictures it draws.
 */
import { ILLUSTRATIONS } from '@/content/pages/page-assets';
import { writeRenditions } from './illustration-renditions';

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(ILLUSTRATIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`[render-illustrations] not an illustration: ${unknown.join(', ')}`);
  process.exit(1);
}
async function main() {
  for (const name of only.length > 0 ? only : ILLUSTRATIONS) {
    for (const { file, bytes } of await writeRenditions(name)) {
      console.info(`[render-illustrations] ${file}: ${bytes} bytes`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
