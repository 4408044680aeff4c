import type { NextApiRequest, NextApiResponse } from 'next';
import { pricingDocument } from '@/lib/content/pricing';
import { SITE_ORIGIN } from '@/lib/content/site-origin';

/** GET /pricing.json (rewritten here by proxy.ts): the public price list from /pricing's source. */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  res.setHeader('Cache-Control', 'public, max-age=600, stale-while-revalidate=3600');
  res.setHeader('Access-Control-Allow-Origin', '*');
  return res.status(200).json(pricingDocument(SITE_ORIGIN));
}
