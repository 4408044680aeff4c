import type { NextApiRequest, NextApiResponse } from 'next';
import { normalizeQuery, searchPosts, type BlogSearchResult } from '@/lib/content/search';

type Answer = { query: string; results: BlogSearchResult[] } | { error: string };

/** GET /api/blog/search?q=… : the as-you-type results of the blog search box. */
export default function handler(req: NextApiRequest, res: NextApiResponse<Answer>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).json({ error: 'Method not allowed' });
  }
  const query = normalizeQuery(req.query.q);
  // Results only change when content is deployed; a short shared cache absorbs typing bursts.
  res.setHeader('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
  return res.status(200).json({ query, results: searchPosts(query) });
}
