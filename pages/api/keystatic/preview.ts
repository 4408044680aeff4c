import type { NextApiRequest, NextApiResponse } from 'next';
import { safeRelativePath } from '@/lib/content/safe-path';
import { guardEditorRequest } from '@/lib/server/editor/editor-access';
import { startPreview } from '@/lib/server/preview';

/**
 * GET /api/keystatic/preview?path=/blog/slug: the Preview link of every entry in the editor. The
 * editor's sign-in stands in for the preview secret: a preview session starts (decision 0090) and
 * the page opens with the latest saved text under the preview banner.
 */
export default async function editorPreviewHandler(req: NextApiRequest, res: NextApiResponse) {
  if ((await guardEditorRequest(req, res)) !== 'allowed') {
    res.end();
    return;
  }
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const target = safeRelativePath(req.query.path);
  if (!target) {
    res.status(400).json({ error: 'path must be a path on this site' });
    return;
  }
  startPreview(res);
  res.redirect(307, target);
}
