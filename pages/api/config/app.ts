import { getAppConfig } from '@/lib/content/global-page-props';
import { apiRoute } from '@/lib/server/http/api-route';

/**
 * GET /api/config/app (spec section 7): `{'feature-flags': {...}, 'global-page-props': {...}}`.
 * Browsers replace their copy only when lastUpdated is later, so a short shared cache is safe.
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'public, max-age=60, stale-while-revalidate=600',
  handle: async () => ({ status: 200, body: await getAppConfig() }),
});
