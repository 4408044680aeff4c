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

export const config = { api: { bodyParser: false } };

/**
 * POST /api/leads/replay (form fields leadId, or all=true): dead letters go back to the outbox.
 * With stored=true (and the lead view's filter fields), the leads kept here while no CRM was
 * configured join it.
 * Answers 303 back to the lead view, or JSON when asked for it. The lead view posts an HTML form
 * (it has no JavaScript): the wrapper reads a form body as well as a JSON one (decision 0110).
 */
export default apiRoute<Record<string, unknown>>({
  ...LEAD_VIEW_POST,
  // Next's parser limit before (1 MiB); an empty JSON body is {}, as Next read it.
  body: { maxBytes: 1024 * 1024, emptyAsObject: true, acceptsForms: true },
  handle: async ({ req, res, db, body }) => {
    let replayed = 0;
    if (body.stored === 'true' || body.stored === true) {
      // Leads the site kept while no CRM was configured: sent now that one is.
      if (!hubspotConfig()) {
        return { status: 409, body: { error: 'No CRM is configured to send them to' } };
      }
      const { filter } = parseLeadQuery(body);
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
