import { normalizeQuery, searchPosts } from '@/lib/content/search';
import { apiRoute } from '@/lib/server/http/api-route';

/** GET /api/blog/search?q=… : the as-you-type results of the blog search box. */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  // Results change when a post is published; a short shared cache absorbs typing bursts.
  cache: 'public, max-age=60, stale-while-revalidate=300',
  handle: async ({ req }) => {
    const query = normalizeQuery(req.query.q);
    return { status: 200, body: { query, results: await searchPosts(query) } };
  },
});
