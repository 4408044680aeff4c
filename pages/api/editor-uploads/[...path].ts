import fs from 'node:fs';
import { EDITOR_UPLOADS_ROUTE } from '@/lib/editor-paths';
import { apiRoute } from '@/lib/server/http/api-route';
import { uploadedImage } from '@/lib/server/editor/uploaded-images';

/** The site path asked for (/images/...), decoded; nothing when the encoding is broken. */
function sitePathOf(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0]!.slice(EDITOR_UPLOADS_ROUTE.length));
  } catch {
    return '';
  }
}

/**
 * GET /images/..., /blog/covers/... and /blog/authors/... in local mode (rewritten here by proxy.ts, decision 0189):
 * the editor's uploads as they are on disk now, so a new upload shows without a restart.
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'no-store',
  handle: ({ req, res }) => {
    const image = uploadedImage(sitePathOf(req.url ?? ''));
    if (!image) return { status: 404, body: { error: 'Not found' } };
    const bytes = fs.readFileSync(image.file);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).send(req.method === 'HEAD' ? '' : bytes);
  },
});
