import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db';
import { emailCheck } from '@/lib/server/leads/email-check';
import { clientIp } from '@/lib/server/geo/client-ip';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { isValidEmail } from '@/lib/validation/email';

/** GET /api/email-check?email=... -> {sendToHubspot, getStartedAction, isPayingCustomer}. */
export default function emailCheckHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const email = typeof req.query.email === 'string' ? req.query.email.trim() : '';
  if (!isValidEmail(email)) {
    res.status(400).json({ error: 'A valid email query parameter is required' });
    return;
  }
  const db = getDb();
  if (!consumeRateLimit(db, 'emailCheckPerIp', clientIp(req) ?? 'unknown').allowed) {
    res.status(429).json({ error: 'Too many requests, please try again later' });
    return;
  }
  res.status(200).json(emailCheck(db, email));
}
