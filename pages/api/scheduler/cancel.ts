import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db';
import { requireJsonContentType } from '@/lib/server/http/json-body';
import { cancelFromLink } from '@/lib/server/scheduling';
import { parseCancelInput } from '@/lib/server/scheduling/booking-input';
import { cancelAnswer, linkProblemAnswer } from '@/lib/server/scheduling/link-answers';

/**
 * POST /api/scheduler/cancel {token}: the signed cancel link cancels its meeting (a POST, so a mail
 * scanner opening the link cancels nothing). 200 cancelled; 409 already cancelled or over; 400 bad
 * input; 403 bad link; 410 expired; 404 no such booking.
 */
export default async function cancel(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  if (!requireJsonContentType(req, res)) return;
  const parsed = parseCancelInput(req.body);
  if (!parsed.ok) {
    return res.status(400).json({ error: parsed.errors.message, fields: parsed.errors.fields });
  }
  const outcome = await cancelFromLink(getDb(), parsed.input.token);
  if ('ok' in outcome) {
    const [status, error] = linkProblemAnswer(outcome.problem);
    return res.status(status).json({ error });
  }
  const [status, body] = cancelAnswer(outcome);
  return res.status(status).json(body);
}
