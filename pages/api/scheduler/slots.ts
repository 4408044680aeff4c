import type { NextApiRequest, NextApiResponse } from 'next';
import { DEMO_MEETING_MINUTES } from '@/constants/scheduling';
import { getDb } from '@/lib/server/db';
import { listAvailableSlots } from '@/lib/server/scheduling';

/** GET /api/scheduler/slots: the free demo slots as UTC times; the browser shows its own zone. */
export default function slots(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  res.setHeader('Cache-Control', 'no-store');
  return res
    .status(200)
    .json({ meetingMinutes: DEMO_MEETING_MINUTES, slots: listAvailableSlots(getDb()) });
}
