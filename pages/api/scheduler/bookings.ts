import type { NextApiRequest, NextApiResponse } from 'next';
import { SLOT_TAKEN_MESSAGE } from '@/constants/scheduling';
import { getDb } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import { requireJsonContentType } from '@/lib/server/http/json-body';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { bookDemoAndConfirm, bookingView } from '@/lib/server/scheduling';
import { parseBookingInput } from '@/lib/server/scheduling/booking-input';

/**
 * POST /api/scheduler/bookings: books a demo slot for a demo request. 201 with the booking; 200 with
 * it when the same request already had one and it moved; 409 with fresh slots when the slot is
 * gone; 400 with field errors; 429 over the bookingPerIp limit.
 */
export default async function bookings(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  // JSON only: a text/plain post is a cross-site request no preflight stops (ADR 0076).
  if (!requireJsonContentType(req, res)) return;
  const db = getDb();
  const limit = consumeRateLimit(db, 'bookingPerIp', clientIp(req) ?? 'unknown');
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterS));
    return res.status(429).json({ error: 'Too many attempts, please try again later' });
  }
  const parsed = parseBookingInput(req.body);
  if (!parsed.ok) {
    return res.status(400).json({ error: parsed.errors.message, fields: parsed.errors.fields });
  }
  const outcome = await bookDemoAndConfirm(db, parsed.request);
  if (outcome.kind === 'slot-unavailable') {
    return res.status(409).json({ error: SLOT_TAKEN_MESSAGE, slots: outcome.slots });
  }
  return res
    .status(outcome.kind === 'booked' ? 201 : 200)
    .json({ booking: bookingView(outcome.booking), moved: outcome.kind === 'moved' });
}
