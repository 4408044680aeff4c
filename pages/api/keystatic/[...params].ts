import type { NextApiRequest, NextApiResponse } from 'next';
import { makeAPIRouteHandler } from '@keystatic/next/api';
import keystaticConfig from '@/keystatic.config';
import { guardEditorRequest } from '@/lib/server/editor/editor-access';
import { publishSave } from '@/lib/server/editor/publishing';

/** Image uploads travel base64-encoded inside the JSON of one save. */
export const config = { api: { bodyParser: { sizeLimit: '12mb' } } };

const keystaticApi = makeAPIRouteHandler({ config: keystaticConfig });

/**
 * /api/keystatic/*: Keystatic's API (in local mode it lists, reads and writes the project's
 * content files). Only for signed-in editors where the editor is served (decision 0160). A save
 * Keystatic accepted (`update`, local mode) regenerates the pages that show it (decision 0164);
 * a failure there is logged, and the save stands (decision 0246).
 */
export default async function keystaticApiHandler(req: NextApiRequest, res: NextApiResponse) {
  if ((await guardEditorRequest(req, res)) !== 'allowed') {
    res.end();
    return;
  }
  await keystaticApi(req, res);
  const route = ([] as string[]).concat(req.query.params ?? []).join('/');
  if (req.method === 'POST' && route === 'update' && res.statusCode === 200) {
    await publishSave(res, req.body);
  }
}
