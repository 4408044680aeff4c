import '@/lib/server/only-on-server';
import { ImageResponse } from 'next/og';
import { TAGLINE } from '@/constants/brand';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '@/components/seo/meta';
import { ShareImage } from '@/components/seo/share-image';
import { drawableText, shareImageFonts } from './fonts';

/**
 * The 1200x630 PNG share image of a page, drawn by next/og in the shipped Inter only: characters
 * those fonts lack are left out, so the renderer has nothing to fetch. A title left empty by that
 * (only emoji, say) becomes the tagline.
 */
export async function renderShareImage({
  title,
  eyebrow,
}: {
  title: string;
  eyebrow: string;
}): Promise<Buffer> {
  const image = new ImageResponse(
    <ShareImage title={drawableText(title) || TAGLINE} eyebrow={drawableText(eyebrow)} />,
    { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fonts: shareImageFonts() },
  );
  return Buffer.from(await image.arrayBuffer());
}
