import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY } from '../../constants/images';

/**
 * An uploaded image as visitors get it (decision 0167): its srcset holds exactly the spec's device
 * widths, each a /_next/image URL of the upload at the spec's quality, and the smallest answers
 * 200 as AVIF or WebP.
 */
export async function expectServedAtSpecWidths(
  image: Locator,
  upload: string,
  request: APIRequestContext,
) {
  await expect(image).toBeVisible();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url: new URL(url, 'http://site'), width };
  });
  expect(candidates.map((c) => c.width)).toEqual(IMAGE_DEVICE_SIZES.map((w) => `${w}w`));
  for (const [index, { url }] of candidates.entries()) {
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe(upload);
    expect(url.searchParams.get('w')).toBe(String(IMAGE_DEVICE_SIZES[index]));
    expect(url.searchParams.get('q')).toBe(String(IMAGE_QUALITY));
  }
  const smallest = await request.get(candidates[0]!.url.pathname + candidates[0]!.url.search, {
    headers: { Accept: 'image/avif,image/webp,*/*' },
  });
  expect(smallest.status()).toBe(200);
  expect(smallest.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
}
