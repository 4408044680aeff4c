import { EVENT_MAX_BODY_BYTES } from '@/constants/events';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { parseEvent, storeEvent } from '@/lib/server/events';
import { apiRoute, plainDialect } from '@/lib/server/http/api-route';
import { header } from '@/lib/server/http/request';
import { followSignupProxyMode } from '@/lib/server/signup/proxy';

// The body is read by the route shape so that an oversized event is refused with 413 before it is
// buffered, and so that proxy mode can forward the bytes unchanged.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/1/noauth/event: stores one analytics event (spec section 7). /api/1 is the signup
 * backend's API: with an external one, events go there too, with the anonymous-id header that joins
 * them to the signup (docs/decisions/0110).
 */
export default followSignupProxyMode(
  apiRoute({
    methods: ['POST'],
    cache: 'no-store',
    rateLimit: 'eventPerIp',
    body: { maxBytes: EVENT_MAX_BODY_BYTES },
    dialect: {
      ...plainDialect,
      messages: {
        'too-large': `Event too large (max ${EVENT_MAX_BODY_BYTES} bytes)`,
        malformed: 'Body must be JSON',
      },
    },
    handle: async ({ req, body, db }) => {
      await storeEvent(db(), parseEvent(body), {
        anonymousId: header(req, ANONYMOUS_ID_HEADER),
        pageUrl: header(req, 'referer'),
        userAgent: header(req, 'user-agent'),
      });
      return { status: 204 };
    },
  }),
);
