import type { NextApiRequest, NextApiResponse } from 'next';
import { fbConversionSchema } from '@/lib/analytics/conversion-contract';
import { env } from '@/lib/env';
import {
  InvalidConversionError,
  parseConversion,
  sendMetaConversion,
} from '@/lib/server/conversions';
import { getDb } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import { requireJsonContentType } from '@/lib/server/http/json-body';
import { consumeRateLimit } from '@/lib/server/rate-limit';

export const config = { api: { bodyParser: { sizeLimit: '8kb' } } };

/** POST /api/fb-conversion-api: a demo or trial success for the Meta Conversions API. */
export default async function fbConversionHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  // JSON only: a text/plain post is a cross-site request no preflight stops (ADR 0076).
  if (!requireJsonContentType(req, res)) return;
  const db = getDb();
  const ip = clientIp(req);
  const limit = consumeRateLimit(db, 'conversionPerIp', ip ?? 'unknown');
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterS));
    res.status(429).json({ error: 'Too many requests' });
    return;
  }
  try {
    const request = parseConversion(fbConversionSchema, req.body);
    const status = await sendMetaConversion(db, request, { now: Date.now(), clientIp: ip }, env());
    res.status(202).json({ status });
  } catch (error) {
    if (error instanceof InvalidConversionError) {
      res.status(400).json({ error: error.message });
      return;
    }
    throw error;
  }
}
