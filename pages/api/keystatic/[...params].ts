import type { NextApiRequest, NextApiResponse } from 'next';
import { makeAPIRouteHandler } from '@keystatic/next/api';
import keystaticConfig from '@/keystatic.config';
import { guardEditorRequest } from '@/lib/server/editor/editor-access';

/** Image uploads travel base64-encoded inside the JSON of one save. */
export const config = { api: { bodyParser: { sizeLimit: '12mb' } } };

const keystaticApi = makeAPIRouteHandler({ config: keystaticConfig });

/**
 * /api/keystatic/*: Keystatic's API (in local mode it lists, reads and writes the project's
 * content files). Only for signed-in editors where the editor is served (decision 0160).
 */
export default async function keystaticApiHandler(req: NextApiRequest, res: NextApiResponse) {
  if ((await guardEditorRequest(req, res)) !== 'allowed') {
    res.end();
    return;
  }
  await keystaticApi(req, res);
}
