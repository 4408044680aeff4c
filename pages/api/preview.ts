import { safeRelativePath } from '@/lib/content/safe-path';
import { apiRoute } from '@/lib/server/http/api-route';
import {
  endPreview,
  isPreviewSecretValid,
  previewPathFor,
  startPreview,
} from '@/lib/server/preview';

/**
 * Editors' preview mode.
 * - Enter: GET /api/preview?secret=…&slug=… (a post or story slug, or a site path) → a preview
 *   session starts, redirect to the page. Wrong or missing secret → 401.
 * - Exit: GET /api/preview?exit=true&uri=/path → preview ends, redirect to that same-site path.
 */
export default apiRoute({
  methods: ['GET'],
  cache: 'no-store',
  handle: async ({ req, res, limit }) => {
    if (req.query.exit === 'true') {
      const target = req.query.uri === undefined ? '/' : safeRelativePath(req.query.uri);
      if (!target) return { status: 400, body: { error: 'uri must be a path on this site' } };
      endPreview(res);
      res.redirect(307, target);
      return;
    }
    // Only entering is counted: it is where the secret could be guessed.
    await limit('previewEnterPerIp');
    if (!isPreviewSecretValid(req.query.secret)) {
      return { status: 401, body: { error: 'Invalid preview secret' } };
    }
    if (req.query.slug === undefined) return { status: 400, body: { error: 'slug is required' } };
    const target = await previewPathFor(req.query.slug);
    if (!target) return { status: 404, body: { error: 'No page found for this slug' } };
    startPreview(res);
    res.redirect(307, target);
  },
});
