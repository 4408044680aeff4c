import type { NextApiRequest, NextApiResponse } from 'next';
import { getDb } from '@/lib/server/db';
import { leadsCsv } from '@/lib/server/leads';
import { parseLeadQuery } from '@/lib/server/leads/filter';
import { guardLeadsRequest } from '@/lib/server/leads/leads-access';

/** GET /api/leads/export: the leads matching the lead view's filters as CSV (basic auth). */
export default function exportLeadsHandler(req: NextApiRequest, res: NextApiResponse) {
  if (!guardLeadsRequest(req, res)) {
    res.end();
    return;
  }
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  const { filter } = parseLeadQuery(req.query);
  const stamp = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="switchboard-leads-${stamp}.csv"`);
  res.status(200).send(leadsCsv(getDb(), filter));
}
