import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import { domainCheck } from '@/lib/server/leads/email-check';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { isValidEmail } from '@/lib/validation/email';

const DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z0-9]{2,10}$/i;

/**
 * GET /api/hs/domain-check?email=... or ?domain=... -> {domain, freeEmailDomain, roleAddress,
 * payingCustomerDomain}: lets a form tell a business address from free mail before submitting.
 */
export default function domainCheckHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const email = typeof req.query.email === 'string' ? req.query.email.trim() : '';
  const domain = typeof req.query.domain === 'string' ? req.query.domain.trim() : '';
  const subject = email ? (isValidEmail(email) ? email : '') : DOMAIN.test(domain) ? domain : '';
  if (!subject) {
    res.status(400).json({ error: 'A valid email or domain query parameter is required' });
    return;
  }
  const db = getDb();
  if (!consumeRateLimit(db, 'emailCheckPerIp', clientIp(req) ?? 'unknown').allowed) {
    res.status(429).json({ error: 'Too many requests, please try again later' });
    return;
  }
  res.status(200).json(domainCheck(db, subject));
}
