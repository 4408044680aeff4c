import { PATHS } from '@/constants/links';
import { ApiError, apiRoute } from '@/lib/server/http/api-route';
import {
  kickOutbox,
  queueStoredLeads,
  replayAllDeadLetters,
  replayDeadLetter,
} from '@/lib/server/leads';
import { parseLeadQuery } from '@/lib/server/leads/filter';
import { unreadDaysNotice } from '@/lib/server/leads/utc-day';
import { hubspotConfig } from '@/lib/server/providers/hubspot';
import { parseLeadId } from '@/lib/server/leads/lead-id';
import { LEAD_VIEW_POST } from '@/lib/server/leads/lead-view-gate';
import { leadViewReturnPath } from '@/lib/server/leads/return-path';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/leads/replay (form fields leadId, or all=true): dead letters go back to the outbox.
 * With stored=true (and the lead view's filter fields), the leads kept here while no CRM was
 * configured join it.
 * Answers 303 back to the lead view, or JSON when asked for it; a refusal is a page for the
 * marketer's browser (the lead view's dialect). The lead view posts an HTML form
 * (it has no JavaScript): the wrapper reads a form body as well as a JSON one (decision 0110).
 */
export default apiRoute<Record<string, unknown>>({
  ...LEAD_VIEW_POST,
  // Next's parser limit before (1 MiB); an empty JSON body is {}, as Next read it.
  body: { maxBytes: 1024 * 1024, emptyAsObject: true, acceptsForms: true },
  handle: async ({ req, res, db, body }) => {
    const wantsJson = req.headers.accept?.includes('application/json') === true;
    let replayed = 0;
    if (body.stored === 'true' || body.stored === true) {
      // Leads the site kept while no CRM was configured: sent now that one is.
      if (!hubspotConfig()) throw new ApiError(409, 'No CRM is configured to send them to');
      const { filter, unreadDays } = parseLeadQuery(body);
      // A day the filter cannot read would widen what is sent: refused, not ignored as on the page.
      const notice = unreadDaysNotice(unreadDays, 'so nothing was sent');
      if (notice) throw new ApiError(400, notice);
      replayed = await queueStoredLeads(db(), filter);
    } else if (body.all === 'true' || body.all === true) {
      replayed = await replayAllDeadLetters(db());
    } else {
      const leadId = parseLeadId(body.leadId);
      if (leadId === undefined) throw new ApiError(400, 'leadId must be a lead number');
      replayed = (await replayDeadLetter(db(), leadId)) ? 1 : 0;
      if (replayed === 0 && wantsJson) throw new ApiError(409, 'That lead is not a dead letter');
    }
    kickOutbox();
    if (wantsJson) return { status: 200, body: { replayed } };
    // A second press (or a colleague's) finds the lead on its way already: the page it goes back
    // to shows where the lead stands, which is the answer.
    res.redirect(303, leadViewReturnPath(body.returnTo, PATHS.leads));
  },
});
