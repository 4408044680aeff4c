import { apiRoute } from '@/lib/server/http/api-route';

/**
 * Liveness: 200 whenever the process serves requests, whatever its database does. A restart cures
 * a stuck process, not an outage of the database every instance shares (readiness: /api/health).
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'no-store',
  handle: () => ({ status: 200, body: { status: 'ok' } }),
});
