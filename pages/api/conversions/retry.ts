import { ApiError } from '@/lib/server/http/api-route';
import { configuredSenders, retryDueConversions } from '@/lib/server/conversions/retry';
import { schedulerRoute } from '@/lib/server/http/scheduler-route';

/**
 * POST (or GET, as Vercel Cron calls) /api/conversions/retry with `Authorization: Bearer
 * CRON_SECRET`: sends again the ad conversions whose next attempt is due (decision 0244) and
 * answers {sent}. For platforms where no process runs between requests (docs/deploy.md); elsewhere
 * each instance's worker does it.
 */
export default schedulerRoute(async (db) => {
  const senders = configuredSenders();
  if (!senders.meta && !senders.linkedin) {
    throw new ApiError(
      409,
      'Conversions are only recorded here: neither Meta (META_PIXEL_ID, META_ACCESS_TOKEN) nor LinkedIn (LINKEDIN_ACCESS_TOKEN) is configured',
    );
  }
  return { status: 200, body: { sent: await retryDueConversions(db, senders) } };
});
