import { apiRoute, refusals } from '@/lib/server/http/api-route';
import { domainCheck } from '@/lib/server/leads/email-check';
import { isValidEmail } from '@/lib/validation/email';

const DOMAIN = /^(?:[a-z0-9-]+\.)+[a-z0-9]{2,10}$/i;

/**
 * GET /api/hs/domain-check?email=... or ?domain=... -> {domain, freeEmailDomain, roleAddress,
 * payingCustomerDomain}: lets a form tell a business address from free mail before submitting.
 */
export default apiRoute({
  methods: ['GET'],
  cache: 'private, no-store',
  handle: async ({ req, db, limit }) => {
    const email = typeof req.query.email === 'string' ? req.query.email.trim() : '';
    const domain = typeof req.query.domain === 'string' ? req.query.domain.trim() : '';
    const subject = email ? (isValidEmail(email) ? email : '') : DOMAIN.test(domain) ? domain : '';
    if (!subject) throw refusals.invalid('A valid email or domain query parameter is required');
    // Counted once the query is known to be a real check.
    await limit('emailCheckPerIp');
    return { status: 200, body: await domainCheck(db(), subject) };
  },
});
