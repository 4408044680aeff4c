import { RESEND_OUTCOMES, type ResendOutcome } from '@/constants/leads';
import { PATHS } from '@/constants/links';
import { ApiError, apiRoute } from '@/lib/server/http/api-route';
import { LEAD_VIEW_POST } from '@/lib/server/leads/lead-view-gate';
import { leadViewReturnPath } from '@/lib/server/leads/return-path';
import { resendMeetingConfirmation } from '@/lib/server/scheduling';

export const config = { api: { bodyParser: false } };

const STATUS: Record<ResendOutcome, number> = {
  sent: 200,
  'not-found': 404,
  cancelled: 409,
  past: 409,
  failed: 502,
};

/** Back to the page the form was sent from (the list's view and rep kept), with the outcome. */
function backTo(returnTo: unknown, outcome: ResendOutcome): string {
  const back = new URL(leadViewReturnPath(returnTo, PATHS.leadsMeetings), 'http://site.invalid');
  back.searchParams.set('resent', outcome);
  return `${back.pathname}${back.search}`;
}

/**
 * POST /api/leads/meetings/resend (form fields uid, returnTo): the meeting's invitations go out
 * again. Answers 303 back to the meetings list with the outcome, or JSON when asked for it. The
 * wrapper reads the form (or a JSON body), Next's parser is off (decision 0110).
 */
export default apiRoute<Record<string, unknown>>({
  ...LEAD_VIEW_POST,
  // Next's parser limit before (1 MiB); an empty JSON body is {}, as Next read it.
  body: { maxBytes: 1024 * 1024, emptyAsObject: true, acceptsForms: true },
  handle: async ({ req, res, db, body }) => {
    if (typeof body.uid !== 'string' || !/^[\w-]{1,100}$/.test(body.uid)) {
      throw new ApiError(400, 'uid must be a meeting id');
    }
    const outcome = await resendMeetingConfirmation(db(), body.uid);
    if (req.headers.accept?.includes('application/json')) {
      const words = RESEND_OUTCOMES[outcome];
      return {
        status: STATUS[outcome],
        body: outcome === 'sent' ? { sent: true } : { error: words },
      };
    }
    res.redirect(303, backTo(body.returnTo, outcome));
  },
});
