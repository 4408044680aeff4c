import { apiRoute, refusals } from '@/lib/server/http/api-route';
import { recordContactRequest } from '@/lib/server/scheduling';
import { parseContactRequestInput } from '@/lib/server/scheduling/booking-input';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/scheduler/contact-requests {request_id}: the visitor chose "I'd rather have a product
 * expert contact me" in the scheduler step; the lead view shows it. 204; 400 bad input; 429.
 */
export default apiRoute({
  methods: ['POST'],
  cache: 'no-store',
  rateLimit: 'bookingPerIp',
  body: { maxBytes: 1024 * 1024, emptyAsObject: true },
  handle: async ({ body, db }) => {
    const parsed = parseContactRequestInput(body);
    if (!parsed.ok) throw refusals.invalid(parsed.errors.message, parsed.errors.fields);
    await recordContactRequest(db(), parsed.input.request_id);
    return { status: 204 };
  },
});
