import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db';

/** Liveness and readiness: answers 200 once the database is open and migrated. */
export default function health(_req: NextApiRequest, res: NextApiResponse) {
  getDb().prepare('SELECT 1').get();
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
