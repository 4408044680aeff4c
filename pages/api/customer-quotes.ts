import type { NextApiRequest, NextApiResponse } from 'next';
import { INDUSTRIES } from '@/constants/company';
import { customerQuotesFor } from '@/lib/content/customer-stories';

/**
 * GET /api/customer-quotes?industry=Technology: the quotes of published customer stories in an
 * industry, for the trial's welcome loader (modals/trial/customer-quotes.ts). Drafts never leave.
 */
export default async function customerQuotesHandler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  const { industry } = req.query;
  if (typeof industry !== 'string' || !(INDUSTRIES as readonly string[]).includes(industry)) {
    return res.status(400).json({ error: 'industry must be one of the signup form’s industries' });
  }
  res.setHeader('Cache-Control', 'public, max-age=600, stale-while-revalidate=3600');
  return res.status(200).json({ quotes: await customerQuotesFor(industry) });
}
