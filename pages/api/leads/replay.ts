import type { NextApiRequest, NextApiResponse } from 'next';
import { PATHS } from '@/constants/links';
import { getDb } from '@/lib/server/db';
import { kickOutbox, replayAllDeadLetters, replayDeadLetter } from '@/lib/server/leads';
import { guardLeadsRequest, isCrossSitePost } from '@/lib/server/leads/leads-access';

/**
 * POST /api/leads/replay (form fields leadId, or all=true): dead letters go back to the outbox.
 * Answers 303 back to the lead view, or JSON when asked for it.
 */
export default function replayLeadsHandler(req: NextApiRequest, res: NextApiResponse) {
  if (!guardLeadsRequest(req, res)) {
    res.end();
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json({ error: 'Method not allowed' });
    return;
  }
  // Browsers resend basic-auth credentials on cross-site form posts: only our own pages may replay.
  if (isCrossSitePost(req)) {
    res.status(403).json({ error: 'Cross-site requests are not allowed' });
    return;
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  const db = getDb();
  let replayed = 0;
  if (body.all === 'true' || body.all === true) {
    replayed = replayAllDeadLetters(db);
  } else {
    const leadId = Number(body.leadId);
    if (!Number.isInteger(leadId) || leadId <= 0) {
      res.status(400).json({ error: 'leadId must be a lead number' });
      return;
    }
    replayed = replayDeadLetter(db, leadId) ? 1 : 0;
    if (replayed === 0) {
      res.status(409).json({ error: 'That lead is not a dead letter' });
      return;
    }
  }
  kickOutbox();
  if (req.headers.accept?.includes('application/json')) {
    res.status(200).json({ replayed });
    return;
  }
  const back =
    typeof body.returnTo === 'string' && body.returnTo.startsWith(`${PATHS.leads}`)
      ? body.returnTo
      : PATHS.leads;
  res.redirect(303, back);
}
