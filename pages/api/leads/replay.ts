import { PATHS } from '@/constants/links';
import { apiRoute } from '@/lib/server/http/api-route';
import {
  kickOutbox,
  queueStoredLeads,
  replayAllDeadLetters,
  replayDeadLetter,
} from '@/lib/server/leads';
import { parseLeadQuery } from '@/lib/server/leads/filter';
import { hubspotConfig } from '@/lib/server/providers/hubspot';
import { LEAD_VIEW_POST } from '@/lib/server/leads/leads-access';
import { leadViewReturnPath } from '@/lib/server/leads/return-path';

/**
 * POST /api/leads/replay (form fields leadId, or all=true): dead letters go back to the outbox.
 * With stored=true (and the lead view's filter fields), the leads kept here while no CRM was
 * configured join it.
 * Answers 303 back to the lead view, or JSON when asked for it. The lead view posts an HTML form
 * (it has no JavaScript), so Next's parser reads the body here, not the JSON route shape.
 */
export default apiRoute({
  ...LEAD_VIEW_POST,
  handle: async ({ req, res, db }) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    let replayed = 0;
    if (body.stored === 'true' || body.stored === true) {
      // Leads the site kept while no CRM was configured: sent now that one is.
      if (!hubspotConfig()) {
        return { status: 409, body: { error: 'No CRM is configured to send them to' } };
      }
      const { filter } = parseLeadQuery(body as Record<string, string>);
      replayed = await queueStoredLeads(db(), filter);
    } else if (body.all === 'true' || body.all === true) {
      replayed = await replayAllDeadLetters(db());
    } else {
      const leadId = Number(body.leadId);
      if (!Number.isInteger(leadId) || leadId <= 0) {
        return { status: 400, body: { error: 'leadId must be a lead number' } };
      }
      replayed = (await replayDeadLetter(db(), leadId)) ? 1 : 0;
      if (replayed === 0) return { status: 409, body: { error: 'That lead is not a dead letter' } };
    }
    kickOutbox();
    if (req.headers.accept?.includes('application/json')) {
      return { status: 200, body: { replayed } };
    }
    res.redirect(303, leadViewReturnPath(body.returnTo, PATHS.leads));
  },
});
