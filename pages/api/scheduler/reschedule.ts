import type { NextApiRequest, NextApiResponse } from 'next';
import { SLOT_TAKEN_MESSAGE } from '@/constants/scheduling';
import { getDb } from '@/lib/server/db';
import { requireJsonContentType } from '@/lib/server/http/json-body';
import { bookingView, rescheduleFromLink } from '@/lib/server/scheduling';
import { linkProblemAnswer } from '@/lib/server/scheduling/link-answers';
import { parseRescheduleInput } from '@/lib/server/scheduling/booking-input';

/**
 * POST /api/scheduler/reschedule {token, startsAt}: the signed reschedule link moves its meeting.
 * 200 with the booking; 409 with fresh slots; 400 bad input; 403 bad link; 410 expired or
 * cancelled; 404 no such booking.
 */
export default async function reschedule(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  if (!requireJsonContentType(req, res)) return;
  const parsed = parseRescheduleInput(req.body);
  if (!parsed.ok) {
    return res.status(400).json({ error: parsed.errors.message, fields: parsed.errors.fields });
  }
  const outcome = await rescheduleFromLink(getDb(), parsed.input.token, parsed.input.startsAt);
  if ('ok' in outcome) {
    const [status, error] = linkProblemAnswer(outcome.problem);
    return res.status(status).json({ error });
  }
  if (outcome.kind === 'slot-unavailable') {
    return res.status(409).json({ error: SLOT_TAKEN_MESSAGE, slots: outcome.slots });
  }
  return res.status(200).json({ booking: bookingView(outcome.booking) });
}
