import { DEMO_REQUEST_MESSAGES, SLOT_TAKEN_MESSAGE } from '@/constants/scheduling';
import { ApiError, apiRoute, refusals } from '@/lib/server/http/api-route';
import { bookDemoAndConfirm, bookingView } from '@/lib/server/scheduling';
import { parseBookingInput } from '@/lib/server/scheduling/booking-input';
import { demoRequestStanding } from '@/lib/server/scheduling/demo-request';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/scheduler/bookings: books a demo slot for a demo request. 201 with the booking; 200 with
 * it when the same request already had one and it moved; 409 with fresh slots when the slot is
 * gone; 400 with field errors; 404 when no stored demo request of that email has the id; 403 when
 * it is not offered a meeting; 429 over the bookingPerIp limit.
 */
export default apiRoute({
  methods: ['POST'],
  cache: 'no-store',
  rateLimit: 'bookingPerIp',
  // Next's parser limit before (1 MiB); an empty body is {}, whose missing fields are named.
  body: { maxBytes: 1024 * 1024, emptyAsObject: true },
  handle: async ({ body, db }) => {
    const parsed = parseBookingInput(body);
    if (!parsed.ok) throw refusals.invalid(parsed.errors.message, parsed.errors.fields);
    const standing = await demoRequestStanding(
      db(),
      parsed.request.requestId,
      parsed.request.email,
    );
    if (standing === 'not-found') throw new ApiError(404, DEMO_REQUEST_MESSAGES.notFound);
    if (standing === 'not-offered') throw new ApiError(403, DEMO_REQUEST_MESSAGES.notOffered);
    const outcome = await bookDemoAndConfirm(db(), parsed.request);
    if (outcome.kind === 'slot-unavailable') {
      return { status: 409, body: { error: SLOT_TAKEN_MESSAGE, slots: outcome.slots } };
    }
    return {
      status: outcome.kind === 'booked' ? 201 : 200,
      body: { booking: bookingView(outcome.booking), moved: outcome.kind === 'moved' },
    };
  },
});
