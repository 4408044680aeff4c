import type { NextApiRequest, NextApiResponse } from 'next';
import { EVENT_MAX_BODY_BYTES } from '@/constants/events';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { getDb } from '@/lib/server/db';
import { InvalidEventError, parseEvent, storeEvent } from '@/lib/server/events';
import { BodyTooLargeError, readBodyText } from '@/lib/server/events/read-body';
import { clientIp } from '@/lib/server/geo/client-ip';
import { consumeRateLimit } from '@/lib/server/rate-limit';

// The body is read by hand so that an oversized event is refused with 413 before it is buffered.
export const config = { api: { bodyParser: false } };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** POST /api/1/noauth/event: stores one analytics event (spec section 7). */
export default async function eventHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const db = getDb();
  const limit = consumeRateLimit(db, 'eventPerIp', clientIp(req) ?? 'unknown');
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterS));
    res.status(429).json({ error: 'Too many events, please slow down' });
    return;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readBodyText(req, EVENT_MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      res.status(413).json({ error: `Event too large (max ${EVENT_MAX_BODY_BYTES} bytes)` });
      return;
    }
    res.status(400).json({ error: 'Body must be JSON' });
    return;
  }
  try {
    const event = parseEvent(raw);
    storeEvent(db, event, {
      anonymousId: header(req.headers[ANONYMOUS_ID_HEADER]),
      pageUrl: header(req.headers.referer),
      userAgent: header(req.headers['user-agent']),
    });
    res.status(204).end();
  } catch (error) {
    if (error instanceof InvalidEventError) {
      res.status(400).json({ error: error.message });
      return;
    }
    throw error;
  }
}
