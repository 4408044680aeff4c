import type { NextApiRequest, NextApiResponse } from 'next';
import { EVENT_MAX_BODY_BYTES } from '@/constants/events';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { InvalidEventError, parseEvent, storeEvent } from '@/lib/server/events';
import { clientIp } from '@/lib/server/geo/client-ip';
import { withDatabaseBusyAnswer } from '@/lib/server/http/database-busy';
import {
  JSON_ONLY_MESSAGE,
  JSON_TOO_DEEP_MESSAGE,
  readJsonBody,
} from '@/lib/server/http/json-body';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { proxyToSignupBackend } from '@/lib/server/signup/proxy';

// The body is read by hand so that an oversized event is refused with 413 before it is buffered,
// and so that proxy mode can forward the bytes unchanged.
export const config = { api: { bodyParser: false } };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** POST /api/1/noauth/event: stores one analytics event (spec section 7). */
async function eventHandler(req: NextApiRequest, res: NextApiResponse) {
  // /api/1 is the signup backend's API (spec section 7): with an external one, events go there too,
  // forwarded byte for byte with the anonymous-id header that joins them to the signup (ADR 0079).
  const { SIGNUP_API_URL } = env();
  if (SIGNUP_API_URL) return proxyToSignupBackend(req, res, SIGNUP_API_URL);
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
  // One rule for JSON bodies (lib/server/http/json-body.ts): declared as JSON, or 415.
  const body = await readJsonBody(req, EVENT_MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.problem === 'content-type') {
      res.setHeader('Accept-Post', 'application/json');
      res.status(415).json({ error: JSON_ONLY_MESSAGE });
    } else if (body.problem === 'too-large') {
      res.status(413).json({ error: `Event too large (max ${EVENT_MAX_BODY_BYTES} bytes)` });
    } else {
      res.status(400).json({
        error: body.problem === 'too-deep' ? JSON_TOO_DEEP_MESSAGE : 'Body must be JSON',
      });
    }
    return;
  }
  const raw = body.value;
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

export default withDatabaseBusyAnswer(eventHandler);
