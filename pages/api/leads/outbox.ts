import { ApiError } from '@/lib/server/http/api-route';
import { drainOutboxBatch } from '@/lib/server/leads';
import { schedulerRoute } from '@/lib/server/http/scheduler-route';
import { hubspotConfig } from '@/lib/server/providers/hubspot';

/**
 * POST (or GET, as Vercel Cron calls) /api/leads/outbox with `Authorization: Bearer CRON_SECRET`:
 * sends one batch of due leads to HubSpot and answers {delivered, retried, dead, due}. For platforms
 * where no process runs between requests (docs/deploy.md); elsewhere the in-process worker does it.
 */
export default schedulerRoute(async (db) => {
  const config = hubspotConfig();
  if (!config) {
    throw new ApiError(
      409,
      'Leads are kept on this site: HubSpot is not configured (HUBSPOT_PORTAL_ID, HUBSPOT_FORMS_HOST)',
    );
  }
  return { status: 200, body: await drainOutboxBatch(db, config) };
});
