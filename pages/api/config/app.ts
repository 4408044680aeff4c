import type { NextApiRequest, NextApiResponse } from 'next';
import { getAppConfig, type AppConfigResponse } from '@/lib/content/global-page-props';

/**
 * GET /api/config/app (spec section 7): `{'feature-flags': {...}, 'global-page-props': {...}}`.
 * Browsers replace their copy only when lastUpdated is later, so a short shared cache is safe.
 */
export default function handler(
  req: NextApiRequest,
  res: NextApiResponse<AppConfigResponse | { error: string }>,
) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  res.setHeader('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
  return res.status(200).json(getAppConfig());
}
