import fs from 'node:fs';
import type { NextApiRequest } from 'next';
import { apiRoute } from '@/lib/server/http/api-route';
import { uploadedImage } from '@/lib/server/editor/uploaded-images';

/**
 * The site path asked for (/images/...), from the route's own segments (already decoded). Not from
 * req.url: after proxy.ts's rewrite, Next hands this handler the visitor's URL there (/images/...),
 * not the rewritten one (decision 0218).
 */
function sitePathOf(query: NextApiRequest['query']): string {
  const segments = query.path;
  return Array.isArray(segments) ? `/${segments.join('/')}` : '';
}

/**
 * GET /images/..., /blog/covers/... and /blog/authors/... in local mode (rewritten here by proxy.ts, decision 0189):
 * the editor's uploads as they are on disk now, so a new upload shows without a restart.
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'no-store',
  handle: ({ req, res }) => {
    const image = uploadedImage(sitePathOf(req.query));
    if (!image) return { status: 404, body: { error: 'Not found' } };
    const bytes = fs.readFileSync(image.file);
    res.setHeader('Content-Type', image.contentType);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).send(req.method === 'HEAD' ? '' : bytes);
  },
});
