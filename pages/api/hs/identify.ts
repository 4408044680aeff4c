import { COOKIES } from '@/constants/storage';
import { env } from '@/lib/env';
import { identifyVisitor, isVisitorToken } from '@/lib/server/enrichment';
import { apiRoute } from '@/lib/server/http/api-route';

/**
 * GET /api/hs/identify: prefill values for the visitor's marketing token cookie. 204 when there is
 * nothing to say (no cookie, unknown visitor), 502 when the provider fails (the browser retries).
 */
export default apiRoute({
  methods: ['GET'],
  cache: 'private, no-store',
  rateLimit: 'identifyPerIp',
  handle: async ({ req, db }) => {
    const token = req.cookies[COOKIES.hubspotVisitor];
    if (!isVisitorToken(token)) return { status: 204 };
    try {
      const prefill = await identifyVisitor(db(), token, env().HUBSPOT_ACCESS_TOKEN);
      return prefill ? { status: 200, body: prefill } : { status: 204 };
    } catch (error) {
      console.info('[identify] provider failed', error instanceof Error ? error.message : error);
      return { status: 502, body: { error: 'Identify is unavailable' } };
    }
  },
});
