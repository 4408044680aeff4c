import { TAGLINE } from '@/constants/brand';
import { apiRoute } from '@/lib/server/http/api-route';
import { renderShareImage } from '@/lib/server/share-image';

/**
 * GET /api/og?title=…&eyebrow=… : the 1200x630 PNG share image of a page (Open Graph and Twitter),
 * drawn with next/og from the page's title in the fonts shipped with the site, never fetching
 * anything (lib/server/share-image). Inputs are cut to a sane length; output is cached.
 */
const MAX_TITLE = 120;
const MAX_EYEBROW = 40;

function param(value: string | string[] | undefined, max: number): string {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

export default apiRoute({
  methods: ['GET', 'HEAD'],
  cache: 'public, max-age=86400, stale-while-revalidate=604800',
  rateLimit: 'ogImagePerIp',
  handle: async ({ req, res }) => {
    const title = param(req.query.title, MAX_TITLE) || TAGLINE;
    const eyebrow = param(req.query.eyebrow, MAX_EYEBROW);

    const png = await renderShareImage({ title, eyebrow });
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', String(png.length));
    res.status(200).send(png);
  },
});
