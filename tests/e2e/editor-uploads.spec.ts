import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { saveThroughEditor } from '../support/editor-api';

/**
 * Issue 15 item 4 (decision 0189): an image an editor uploads while the site runs is served at
 * once, as a file and through next/image, without a restart (`next start` lists public/ only when
 * it starts), and is gone at once when the editor removes it.
 */
const UPLOAD = `public/images/customer-logos/e2e-upload-${process.pid}.png`;
const URL_PATH = UPLOAD.slice('public'.length);
const PNG = fs.readFileSync('public/brand/switchboard-logo.png');

test.afterAll(() => fs.rmSync(UPLOAD, { force: true }));

test('a logo uploaded through the editor after the server started is served, then removed', async ({
  request,
}) => {
  expect((await request.get(URL_PATH)).status()).toBe(404);

  await saveThroughEditor(request, [{ path: UPLOAD, contents: PNG }], []);
  const file = await request.get(URL_PATH);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

  const optimised = await request.get(
    `/_next/image?url=${encodeURIComponent(URL_PATH)}&w=384&q=75`,
    {
      headers: { Accept: 'image/avif,image/webp,*/*' },
    },
  );
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);

  await saveThroughEditor(request, [], [UPLOAD]);
  expect(fs.existsSync(UPLOAD)).toBe(false);
  expect((await request.get(URL_PATH)).status()).toBe(404);
});

test('the upload folders serve only images inside them', async ({ request }) => {
  expect((await request.get('/images/customer-logos/logos/brightcart/image.svg')).status()).toBe(
    200,
  );
  for (const path of [
    '/images/customer-logos/nobody.png',
    '/images/..%2F..%2Fpackage.json',
    '/images/%2e%2e/%2e%2e/package.json',
    '/blog/covers/.hidden.png',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
