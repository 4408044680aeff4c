import { apiRoute, refusals } from '@/lib/server/http/api-route';
import { cancelFromLink } from '@/lib/server/scheduling';
import { parseCancelInput } from '@/lib/server/scheduling/booking-input';
import { cancelAnswer, linkProblemAnswer } from '@/lib/server/scheduling/link-answers';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/scheduler/cancel {token}: the signed cancel link cancels its meeting (a POST, so a mail
 * scanner opening the link cancels nothing). 200 cancelled; 409 already cancelled or over; 400 bad
 * input; 403 bad link; 410 expired; 404 no such booking.
 */
export default apiRoute({
  methods: ['POST'],
  cache: 'no-store',
  body: { maxBytes: 1024 * 1024, emptyAsObject: true },
  handle: async ({ body, db }) => {
    const parsed = parseCancelInput(body);
    if (!parsed.ok) throw refusals.invalid(parsed.errors.message, parsed.errors.fields);
    const outcome = await cancelFromLink(db(), parsed.input.token);
    if ('ok' in outcome) {
      const [status, error] = linkProblemAnswer(outcome.problem);
      return { status, body: { error } };
    }
    const [status, answer] = cancelAnswer(outcome);
    return { status, body: answer };
  },
});
