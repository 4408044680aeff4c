import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import { requireJsonContentType } from '@/lib/server/http/json-body';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { recordContactRequest } from '@/lib/server/scheduling';
import { parseContactRequestInput } from '@/lib/server/scheduling/booking-input';

/**
 * POST /api/scheduler/contact-requests {request_id}: the visitor chose "I'd rather have a product
 * expert contact me" in the scheduler step; the lead view shows it. 204; 400 bad input; 429.
 */
export default function contactRequests(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  if (!requireJsonContentType(req, res)) return;
  const db = getDb();
  const limit = consumeRateLimit(db, 'bookingPerIp', clientIp(req) ?? 'unknown');
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterS));
    return res.status(429).json({ error: 'Too many attempts, please try again later' });
  }
  const parsed = parseContactRequestInput(req.body);
  if (!parsed.ok) {
    return res.status(400).json({ error: parsed.errors.message, fields: parsed.errors.fields });
  }
  recordContactRequest(db, parsed.input.request_id);
  return res.status(204).end();
}
