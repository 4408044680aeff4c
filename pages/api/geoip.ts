import { geolocateRequest } from '@/lib/server/geo';
import { apiRoute } from '@/lib/server/http/api-route';

/**
 * GET /api/geoip: the visitor's country and the consent model that follows from it. The answer
 * depends on the caller, so it is never cached by a shared cache.
 */
export default apiRoute({
  methods: ['GET'],
  cache: 'private, no-store',
  handle: ({ req }) => ({ status: 200, body: geolocateRequest(req) }),
});
