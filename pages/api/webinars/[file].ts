import { SITE_ORIGIN } from '@/lib/content/site-origin';
import { getWebinar, webinarHasEnded } from '@/lib/content/resources';
import { siteNow } from '@/lib/clock';
import { apiRoute, ApiError } from '@/lib/server/http/api-route';
import { webinarCalendar } from '@/lib/server/webinars/calendar';
import { SLUG_PATTERN } from '@/lib/editor-fields';

/**
 * GET /api/webinars/<slug>.ics: an upcoming webinar's calendar file, drawn from its entry
 * (decision 0256). A past, draft or unknown webinar has none.
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  // A changed time, or a webinar taken down, reaches visitors within minutes, CDN included.
  cache: 'public, max-age=300, stale-while-revalidate=60',
  handle: async ({ req, res }) => {
    const file = typeof req.query.file === 'string' ? req.query.file : '';
    const slug = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    // A slug as the editor writes it (one rule with its file names), published: no draft's file.
    const webinar = SLUG_PATTERN.regex.test(slug) ? await getWebinar(slug) : undefined;
    if (!webinar || webinarHasEnded(webinar, siteNow())) {
      throw new ApiError(404, 'No upcoming webinar has that calendar file');
    }
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${webinar.slug}.ics"`);
    res.status(200).send(webinarCalendar(webinar, SITE_ORIGIN));
  },
});
