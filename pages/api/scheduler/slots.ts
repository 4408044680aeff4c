import { apiRoute } from '@/lib/server/http/api-route';
import { slotsView } from '@/lib/server/scheduling';

/** GET /api/scheduler/slots: the free demo slots as UTC times; the browser shows its own zone. */
export default apiRoute({
  methods: ['GET'],
  cache: 'no-store',
  handle: async ({ db }) => ({ status: 200, body: await slotsView(db()) }),
});
