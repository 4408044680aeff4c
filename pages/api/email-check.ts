import type { NextApiRequest, NextApiResponse } from 'next';
import { COMPANY_SIZE_VALUES } from '@/constants/company';
import { EMAIL_CHECK_COMPANY_SIZE_PARAM } from '@/constants/forms';
import { getDb } from '@/lib/server/db';
import { emailCheck } from '@/lib/server/leads/email-check';
import { clientIp } from '@/lib/server/geo/client-ip';
import { withDatabaseBusyAnswer } from '@/lib/server/http/database-busy';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { isValidEmail } from '@/lib/validation/email';

/**
 * GET /api/email-check?email=...[&company_size=51] -> {sendToHubspot, getStartedAction,
 * isPayingCustomer}.
 * The client falls back to the defaults on any error, so a refused check never blocks a lead.
 */
function emailCheckHandler(req: NextApiRequest, res: NextApiResponse) {
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
  // Optional: the get-started form sends the company size it asked for (docs/decisions/0031).
  const companySize = req.query[EMAIL_CHECK_COMPANY_SIZE_PARAM];
  if (
    companySize !== undefined &&
    (typeof companySize !== 'string' ||
      !(COMPANY_SIZE_VALUES as readonly string[]).includes(companySize))
  ) {
    res.status(400).json({ error: 'company_size must be one of the company size buckets' });
    return;
  }
  const db = getDb();
  if (!consumeRateLimit(db, 'emailCheckPerIp', clientIp(req) ?? 'unknown').allowed) {
    res.status(429).json({ error: 'Too many requests, please try again later' });
    return;
  }
  res.status(200).json(emailCheck(db, email, { companySize }));
}

export default withDatabaseBusyAnswer(emailCheckHandler);
