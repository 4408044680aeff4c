import { safeRelativePath } from '@/lib/content/safe-path';
import { guardEditorRequest } from '@/lib/server/editor/editor-access';
import { apiRoute } from '@/lib/server/http/api-route';
import { startPreview } from '@/lib/server/preview';

/**
 * GET /api/keystatic/preview?path=/blog/slug: the Preview link of every entry in the editor. The
 * editor's sign-in stands in for the preview secret: a preview session starts (decision 0090) and
 * the page opens with the latest saved text under the preview banner. 401 without the editor's
 * credentials, 404 where the editor is not served.
 */
export default apiRoute({
  methods: ['GET'],
  cache: 'no-store',
  guard: async (req, res) => (await guardEditorRequest(req, res)) === 'allowed',
  handle: async ({ req, res }) => {
    const target = safeRelativePath(req.query.path);
    if (!target) return { status: 400, body: { error: 'path must be a path on this site' } };
    startPreview(res);
    res.redirect(307, target);
  },
});
