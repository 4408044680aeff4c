import { expect, test } from '@playwright/test';
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY } from '../../constants/images';

/**
 * Images editors upload (issue 15 item 4, decision 0167): a story's cover, saved by the editor
 * under public/images/stories/<slug>/, reaches visitors through next/image at the spec's widths.
 */
const COVER = '/images/stories/harbourline-freight/cover.jpg';

test('an uploaded story cover renders through /_next/image with the spec’s widths', async ({
  page,
  request,
}) => {
  await page.goto('/customer-stories/harbourline-freight');
  const cover = page.getByRole('img', {
    name: 'A container ship loaded at a quay at dusk, a gantry crane beside it',
  });
  await expect(cover).toBeVisible();
  const srcset = (await cover.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url: new URL(url, 'http://site'), width };
  });
  expect(candidates.map((c) => c.width)).toEqual(IMAGE_DEVICE_SIZES.map((w) => `${w}w`));
  for (const [index, { url }] of candidates.entries()) {
    expect(url.pathname).toBe('/_next/image');
    expect(url.searchParams.get('url')).toBe(COVER);
    expect(url.searchParams.get('w')).toBe(String(IMAGE_DEVICE_SIZES[index]));
    expect(url.searchParams.get('q')).toBe(String(IMAGE_QUALITY));
  }
  const smallest = await request.get(candidates[0]!.url.pathname + candidates[0]!.url.search, {
    headers: { Accept: 'image/avif,image/webp,*/*' },
  });
  expect(smallest.status()).toBe(200);
  expect(smallest.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
});
