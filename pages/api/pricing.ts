import { pricingDocument } from '@/lib/content/pricing';
import { SITE_ORIGIN } from '@/lib/content/site-origin';
import { apiRoute } from '@/lib/server/http/api-route';

/** GET /pricing.json (rewritten here by proxy.ts): the public price list from /pricing's source. */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'public, max-age=600, stale-while-revalidate=3600',
  handle: async () => ({
    status: 200,
    body: await pricingDocument(SITE_ORIGIN),
    headers: { 'Access-Control-Allow-Origin': '*' },
  }),
});
