import { SITE_ORIGIN } from '@/lib/content/site-origin';
import { getWebinar, webinarHasEnded } from '@/lib/content/resources';
import { siteNow } from '@/lib/clock';
import { apiRoute, ApiError } from '@/lib/server/http/api-route';
import { webinarCalendar } from '@/lib/server/webinars/calendar';
import { WEBINAR_CALENDAR_FILE } from '@/lib/content/resources-browser';

/**
 * GET /api/webinars/<slug>.ics: an upcoming webinar's calendar file, drawn from its entry
 * (decision 0256). A past, draft or unknown webinar has none.
 */
export default apiRoute({
  methods: ['GET', 'HEAD'],
  // A changed time reaches visitors within minutes; the page links the file only until it ends.
  cache: 'public, max-age=300, stale-while-revalidate=3600',
  handle: async ({ req, res }) => {
    const file = typeof req.query.file === 'string' ? req.query.file : '';
    const slug = WEBINAR_CALENDAR_FILE.exec(file)?.[1];
    const webinar = slug ? await getWebinar(slug) : undefined;
    if (!webinar || webinarHasEnded(webinar, siteNow())) {
      throw new ApiError(404, 'No upcoming webinar has that calendar file');
    }
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${webinar.slug}.ics"`);
    res.status(200).send(webinarCalendar(webinar, SITE_ORIGIN));
  },
});
