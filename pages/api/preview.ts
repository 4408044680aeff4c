import type { NextApiRequest, NextApiResponse } from 'next';
import { safeRelativePath } from '@/lib/content/safe-path';
import { getDb } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import {
  endPreview,
  isPreviewSecretValid,
  previewPathFor,
  startPreview,
} from '@/lib/server/preview';
import { consumeRateLimit } from '@/lib/server/rate-limit';

/**
 * Editors' preview mode.
 * - Enter: GET /api/preview?secret=…&slug=… (a post or story slug, or a site path) → a preview
 *   session starts, redirect to the page. Wrong or missing secret → 401.
 * - Exit: GET /api/preview?exit=true&uri=/path → preview ends, redirect to that same-site path.
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  res.setHeader('Cache-Control', 'no-store');

  if (req.query.exit === 'true') {
    const target = req.query.uri === undefined ? '/' : safeRelativePath(req.query.uri);
    if (!target) return res.status(400).json({ error: 'uri must be a path on this site' });
    endPreview(res);
    return res.redirect(307, target);
  }

  const limit = consumeRateLimit(getDb(), 'previewEnterPerIp', clientIp(req) ?? 'unknown');
  if (!limit.allowed) {
    res.setHeader('Retry-After', String(limit.retryAfterS));
    return res.status(429).json({ error: 'Too many attempts, please try again later' });
  }
  if (!isPreviewSecretValid(req.query.secret)) {
    return res.status(401).json({ error: 'Invalid preview secret' });
  }
  if (req.query.slug === undefined) {
    return res.status(400).json({ error: 'slug is required' });
  }
  const target = previewPathFor(req.query.slug);
  if (!target) return res.status(404).json({ error: 'No page found for this slug' });
  startPreview(res);
  return res.redirect(307, target);
}
