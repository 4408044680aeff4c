import type { NextApiRequest, NextApiResponse } from 'next';
import { schedulerConfig } from '@/lib/server/scheduling/provider';

/** GET /api/scheduler: which scheduler the demo modal embeds (built-in or an external provider). */
export default function scheduler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  res.setHeader('Cache-Control', 'no-store');
  return res.status(200).json(schedulerConfig());
}
