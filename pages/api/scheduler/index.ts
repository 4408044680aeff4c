import { apiRoute } from '@/lib/server/http/api-route';
import { schedulerConfig } from '@/lib/server/scheduling/provider';

/** GET /api/scheduler: which scheduler the demo modal embeds (built-in or an external provider). */
export default apiRoute({
  methods: ['GET'],
  cache: 'no-store',
  handle: () => ({ status: 200, body: schedulerConfig() }),
});
