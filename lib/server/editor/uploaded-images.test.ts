import fs from 'node:fs';
import path from 'node:path';
import { EDITOR_UPLOAD_PATHS } from '@/lib/editor-paths';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { config as proxyConfig } from '@/proxy';
import { uploadedImage } from './uploaded-images';

describe('images editors upload, found on disk at each request (decision 0189)', () => {
  const root = throwawayCheckout({
    'public/images/customer-logos/new-logo.png': 'png bytes',
    'public/blog/covers/a-post/cover/image.JPG': 'jpeg bytes',
    'public/images/stories/a-story/notes.txt': 'not an image',
    'public/images/.hidden.png': 'dot file',
    'public/brand/logo.png': 'not an upload folder',
    'package.json': '{}',
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds an upload written after start, with its type', () => {
    expect(uploadedImage('/images/customer-logos/new-logo.png', root)).toEqual({
      file: path.join(root, 'public/images/customer-logos/new-logo.png'),
      contentType: 'image/png',
    });
    expect(uploadedImage('/blog/covers/a-post/cover/image.JPG', root)?.contentType).toBe(
      'image/jpeg',
    );
  });

  it('finds nothing outside the upload folders, but images, or past a dot', () => {
    for (const sitePath of [
      '/images/customer-logos/missing.png',
      '/images/stories/a-story/notes.txt',
      '/images/.hidden.png',
      '/brand/logo.png',
      '/images/../../package.json',
      '/images/..%2F..%2Fpackage.json',
      '/images/customer-logos',
      '/images/customer-logos/',
      '',
    ]) {
      expect(uploadedImage(sitePath, root)).toBeUndefined();
    }
  });

  it('covers every image field of the editor and the folders proxy.ts sends here', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'keystatic.config.ts'), 'utf8');
    const publicPaths = [...source.matchAll(/publicPath: [`'](\/[^`']*)[`']/g)].map((m) => m[1]!);
    expect(publicPaths.length).toBeGreaterThanOrEqual(2);
    for (const publicPath of publicPaths) {
      expect(EDITOR_UPLOAD_PATHS.some((folder) => publicPath.startsWith(folder))).toBe(true);
    }
    expect(proxyConfig.matcher).toEqual([
      '/pricing.json',
      ...EDITOR_UPLOAD_PATHS.map((folder) => `${folder}:path*`),
      // An /api path with malformed percent-encoding (decision 0253, proxy.test.ts).
      '/api/:path(.*%(?:[89a-fA-F]|(?![0-9a-fA-F]{2})).*)',
    ]);
  });
});
