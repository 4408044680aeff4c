import { SLOT_TAKEN_MESSAGE } from '@/constants/scheduling';
import { apiRoute, refusals } from '@/lib/server/http/api-route';
import { bookingView, rescheduleFromLink } from '@/lib/server/scheduling';
import { parseRescheduleInput } from '@/lib/server/scheduling/booking-input';
import { linkProblemAnswer } from '@/lib/server/scheduling/link-answers';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/scheduler/reschedule {token, startsAt}: the signed reschedule link moves its meeting.
 * 200 with the booking; 409 with fresh slots; 400 bad input; 403 bad link; 410 expired or
 * cancelled; 404 no such booking.
 */
export default apiRoute({
  methods: ['POST'],
  cache: 'no-store',
  body: { maxBytes: 1024 * 1024, emptyAsObject: true },
  handle: async ({ body, db }) => {
    const parsed = parseRescheduleInput(body);
    if (!parsed.ok) throw refusals.invalid(parsed.errors.message, parsed.errors.fields);
    const outcome = await rescheduleFromLink(db(), parsed.input.token, parsed.input.startsAt);
    if ('ok' in outcome) {
      const [status, error] = linkProblemAnswer(outcome.problem);
      return { status, body: { error } };
    }
    if (outcome.kind === 'slot-unavailable') {
      return { status: 409, body: { error: SLOT_TAKEN_MESSAGE, slots: outcome.slots } };
    }
    return { status: 200, body: { booking: bookingView(outcome.booking) } };
  },
});
