import { PATHS } from '@/constants/links';
import { apiRoute } from '@/lib/server/http/api-route';
import { guardLeadsRequest, isCrossSitePost } from '@/lib/server/leads/leads-access';
import { resendMeetingConfirmation, type ResendOutcome } from '@/lib/server/scheduling';

const REFUSED: Record<Exclude<ResendOutcome, 'sent'>, [status: number, error: string]> = {
  'not-found': [404, 'No meeting has that id'],
  cancelled: [409, 'That meeting was cancelled'],
  past: [409, 'That meeting is over'],
  failed: [502, 'The mail server did not take the invitations; try again in a moment'],
};

/**
 * POST /api/leads/meetings/resend (form field uid): the meeting's invitations go out again.
 * Answers 303 back to the meetings list with the outcome, or JSON when asked for it.
 */
export default apiRoute({
  guard: guardLeadsRequest,
  methods: ['POST'],
  cache: 'private, no-store',
  handle: async ({ req, res, db }) => {
    // Browsers resend basic-auth credentials on cross-site form posts: only our own pages may send.
    if (isCrossSitePost(req)) {
      return { status: 403, body: { error: 'Cross-site requests are not allowed' } };
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body.uid !== 'string' || !/^[\w-]{1,100}$/.test(body.uid)) {
      return { status: 400, body: { error: 'uid must be a meeting id' } };
    }
    const outcome = await resendMeetingConfirmation(db(), body.uid);
    if (req.headers.accept?.includes('application/json')) {
      if (outcome === 'sent') return { status: 200, body: { sent: true } };
      const [status, error] = REFUSED[outcome];
      return { status, body: { error } };
    }
    res.redirect(303, `${PATHS.leadsMeetings}?resent=${outcome}`);
  },
});
