import { apiRoute } from '@/lib/server/http/api-route';
import { leadsCsv } from '@/lib/server/leads';
import { parseLeadQuery } from '@/lib/server/leads/filter';
import { guardLeadViewAction, leadViewDialect } from '@/lib/server/leads/lead-view-gate';

/** GET /api/leads/export: the leads matching the lead view's filters as CSV (basic auth). */
export default apiRoute({
  guard: guardLeadViewAction,
  // A refused download (signed out, locked out, busy) is a page that says why, not an empty file.
  dialect: leadViewDialect,
  methods: ['GET'],
  cache: 'private, no-store',
  handle: async ({ req, res, db }) => {
    const { filter } = parseLeadQuery(req.query);
    const stamp = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="switchboard-leads-${stamp}.csv"`);
    res.status(200).send(await leadsCsv(db(), filter));
  },
});
