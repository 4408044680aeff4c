import { DEMO_REQUEST_MESSAGES } from '@/constants/scheduling';
import { ApiError, apiRoute, refusals } from '@/lib/server/http/api-route';
import { recordContactRequest } from '@/lib/server/scheduling';
import { parseContactRequestInput } from '@/lib/server/scheduling/booking-input';
import { alertSalesOfContactRequest } from '@/lib/server/scheduling/contact-alert';
import { demoRequestStanding } from '@/lib/server/scheduling/demo-request';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/scheduler/contact-requests {request_id}: the visitor chose "I'd rather have a product
 * expert contact me" in the scheduler step; the lead view shows it and the sales team is mailed
 * (once per request). 204; 400 bad input; 404 when no stored demo request has the id; 429.
 */
export default apiRoute({
  methods: ['POST'],
  cache: 'no-store',
  rateLimit: 'bookingPerIp',
  body: { maxBytes: 1024 * 1024, emptyAsObject: true },
  handle: async ({ body, db }) => {
    const parsed = parseContactRequestInput(body);
    if (!parsed.ok) throw refusals.invalid(parsed.errors.message, parsed.errors.fields);
    const standing = await demoRequestStanding(db(), parsed.input.request_id);
    if (standing === 'not-found') throw new ApiError(404, DEMO_REQUEST_MESSAGES.notFound);
    if (await recordContactRequest(db(), parsed.input.request_id)) {
      await alertSalesOfContactRequest(db(), parsed.input.request_id);
    }
    return { status: 204 };
  },
});
