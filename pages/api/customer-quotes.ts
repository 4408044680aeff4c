import { INDUSTRIES } from '@/constants/company';
import { customerQuotesFor } from '@/lib/content/customer-stories';
import { apiRoute, refusals } from '@/lib/server/http/api-route';

/**
 * GET /api/customer-quotes?industry=Technology: the quotes of published customer stories in an
 * industry, for the trial's welcome loader (modals/trial/customer-quotes.ts). Drafts never leave.
 */
export default apiRoute({
  methods: ['GET'],
  cache: 'public, max-age=600, stale-while-revalidate=3600',
  handle: async ({ req }) => {
    const { industry } = req.query;
    if (typeof industry !== 'string' || !(INDUSTRIES as readonly string[]).includes(industry)) {
      throw refusals.invalid('industry must be one of the signup form’s industries');
    }
    return { status: 200, body: { quotes: await customerQuotesFor(industry) } };
  },
});
