import { COMPANY_SIZE_VALUES } from '@/constants/company';
import { EMAIL_CHECK_COMPANY_SIZE_PARAM } from '@/constants/forms';
import { apiRoute, refusals } from '@/lib/server/http/api-route';
import { emailCheck } from '@/lib/server/leads/email-check';
import { isValidEmail } from '@/lib/validation/email';

/**
 * GET /api/email-check?email=...[&company_size=51] -> {sendToHubspot, getStartedAction,
 * isPayingCustomer}.
 * The client falls back to the defaults on any error, so a refused check never blocks a lead.
 */
export default apiRoute({
  methods: ['GET'],
  cache: 'private, no-store',
  handle: async ({ req, db, limit }) => {
    const email = typeof req.query.email === 'string' ? req.query.email.trim() : '';
    if (!isValidEmail(email)) throw refusals.invalid('A valid email query parameter is required');
    // Optional: the get-started form sends the company size it asked for (docs/decisions/0031).
    const companySize = req.query[EMAIL_CHECK_COMPANY_SIZE_PARAM];
    if (
      companySize !== undefined &&
      (typeof companySize !== 'string' ||
        !(COMPANY_SIZE_VALUES as readonly string[]).includes(companySize))
    ) {
      throw refusals.invalid('company_size must be one of the company size buckets');
    }
    // Counted once the query is known to be a real check.
    await limit('emailCheckPerIp');
    return { status: 200, body: await emailCheck(db(), email, { companySize }) };
  },
});
