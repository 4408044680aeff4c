import { RESEND_OUTCOMES, type ResendOutcome } from '@/constants/leads';
import { PATHS } from '@/constants/links';
import { apiRoute } from '@/lib/server/http/api-route';
import { LEAD_VIEW_POST } from '@/lib/server/leads/leads-access';
import { leadViewReturnPath } from '@/lib/server/leads/return-path';
import { resendMeetingConfirmation } from '@/lib/server/scheduling';

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
 * again. Answers 303 back to the meetings list with the outcome, or JSON when asked for it.
 */
export default apiRoute({
  ...LEAD_VIEW_POST,
  handle: async ({ req, res, db }) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.uid !== 'string' || !/^[\w-]{1,100}$/.test(body.uid)) {
      return { status: 400, body: { error: 'uid must be a meeting id' } };
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
