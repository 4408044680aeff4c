import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db';
import { slotsView } from '@/lib/server/scheduling';

/** GET /api/scheduler/slots: the free demo slots as UTC times; the browser shows its own zone. */
export default function slots(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  res.setHeader('Cache-Control', 'no-store');
  return res.status(200).json(slotsView(getDb()));
}
