import { integrationLogo, integrationLogoSvg } from '@/lib/content/integration-logos';
import { getIntegration } from '@/lib/content/integrations';
import { apiRoute, ApiError } from '@/lib/server/http/api-route';

/**
 * GET /api/integrations/<slug>/logo: an integration's logo as an SVG file, drawn from its entry,
 * so one an editor adds has its file at once. The directory links it with its drawing's version
 * (`?v=`), so a browser keeps it a year (decision 0236).
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'public, max-age=31536000, stale-while-revalidate=86400',
  handle: async ({ req, res }) => {
    const slug = typeof req.query.slug === 'string' ? req.query.slug : '';
    const integration = await getIntegration(slug);
    if (!integration) throw new ApiError(404, 'No integration has that address');
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.status(200).send(integrationLogoSvg(integrationLogo(integration)));
  },
});
