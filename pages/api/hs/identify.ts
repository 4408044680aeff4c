import type { NextApiRequest, NextApiResponse } from 'next';
import { COOKIES } from '@/constants/storage';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { identifyVisitor, isVisitorToken } from '@/lib/server/enrichment';
import { clientIp } from '@/lib/server/geo/client-ip';
import { consumeRateLimit } from '@/lib/server/rate-limit';

/**
 * GET /api/hs/identify: prefill values for the visitor's marketing token cookie. 204 when there is
 * nothing to say (no cookie, unknown visitor), 502 when the provider fails (the browser retries).
 */
export default async function identifyHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const db = getDb();
  const limit = consumeRateLimit(db, 'identifyPerIp', clientIp(req) ?? 'unknown');
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterS));
    res.status(429).json({ error: 'Too many requests' });
    return;
  }
  const token = req.cookies[COOKIES.hubspotVisitor];
  if (!isVisitorToken(token)) {
    res.status(204).end();
    return;
  }
  try {
    const prefill = await identifyVisitor(db, token, env().HUBSPOT_ACCESS_TOKEN);
    if (!prefill) {
      res.status(204).end();
      return;
    }
    res.status(200).json(prefill);
  } catch (error) {
    console.info('[identify] provider failed', error instanceof Error ? error.message : error);
    res.status(502).json({ error: 'Identify is unavailable' });
  }
}
