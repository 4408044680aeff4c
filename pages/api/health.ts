import { apiRoute } from '@/lib/server/http/api-route';
import { readinessReply } from '@/lib/server/health/readiness';

/**
 * Readiness: 200 while this instance can store what visitors send, 503 JSON naming the failed
 * dependency otherwise (lib/server/health/readiness.ts). Liveness, which never asks the database,
 * is /api/health/live: a database outage must not make an orchestrator restart every instance.
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'no-store',
  handle: ({ db }) => readinessReply(db),
});
