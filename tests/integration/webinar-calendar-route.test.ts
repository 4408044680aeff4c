import fs from 'node:fs';
import ICAL from 'ical.js';
import handler from '@/pages/api/webinars/[file]';
import { getWebinars } from '@/lib/content/resources';
import { webinarCalendarPath } from '@/lib/content/resources-browser';
import { SITE_ORIGIN } from '@/lib/content/site-origin';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { overlayCheckout } from '@/tests/support/overlay-checkout';

const UPCOMING = 'content/resources/webinars/scaling-support-without-scaling-headcount.yaml';
/** An upcoming session an editor has not published yet: its page shows in preview only. */
const DRAFT = 'queue-health-live';

/**
 * GET /api/webinars/<slug>.ics (decision 0256): the calendar file a visitor adds after saving a
 * seat, drawn from the webinar's entry in content/resources/webinars/. Jest's site clock
 * (SITE_CLOCK) is 2026-11-25, before the January session and after the October one.
 */
describe('the webinar calendar route', () => {
  let server: Awaited<ReturnType<typeof serveApiHandler>>;
  const home = process.cwd();
  let root = '';
  beforeAll(async () => {
    const draft = fs
      .readFileSync(UPCOMING, 'utf8')
      .replace(/^title: .*$/m, 'title: "Queue health, live"')
      .replace(/^livestormEventId: .*$/m, 'livestormEventId: "lvs-2027-02-queue-health"')
      .replace(/^draft: .*$/m, 'draft: true');
    root = overlayCheckout({ [`content/resources/webinars/${DRAFT}.yaml`]: draft }, home);
    process.chdir(root);
    server = await serveApiHandler(handler, ['file']);
  });
  afterAll(async () => {
    await server.close();
    process.chdir(home);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const calendarOf = (slug: string, init?: RequestInit) =>
    fetch(`${server.origin}${webinarCalendarPath(slug)}`, init);

  it("serves an upcoming session's event as a calendar reads it: time, title, page and join note", async () => {
    const answer = await calendarOf('scaling-support-without-scaling-headcount');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=300, stale-while-revalidate=60',
    );
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="scaling-support-without-scaling-headcount.ics"',
    );
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-21T17:00:00.000Z');
    // 45 minutes, as the entry says.
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-21T17:45:00.000Z');
    expect(event.summary).toBe('Webinar: Scaling support without scaling headcount');
    expect(event.uid).toBe(`lvs-2027-01-scaling-support@${new URL(SITE_ORIGIN).hostname}`);
    expect(event.location).toBe('Online (Livestorm)');
    expect(event.description).toBe(
      'Three support leaders share how they absorbed 2x ticket growth with automation, better routing and a knowledge base customers actually use. Your personal join link arrives by email the day before.',
    );
    expect(events[0]?.getFirstPropertyValue('url')).toBe(
      `${SITE_ORIGIN}/resources/webinars/scaling-support-without-scaling-headcount`,
    );
  });

  it('answers 404, stored by no cache, for a session that is over, a draft, an unknown one, or another file name', async () => {
    // The draft is upcoming and read in preview: only its being a draft keeps its file away.
    expect(
      (await getWebinars({ includeDrafts: true })).find((webinar) => webinar.slug === DRAFT),
    ).toMatchObject({ draft: true, startsAt: '2027-01-21T17:00:00Z' });
    for (const file of [
      'ai-in-the-inbox-what-customers-accept.ics',
      `${DRAFT}.ics`,
      'no-such-webinar.ics',
      'scaling-support-without-scaling-headcount',
      'scaling-support-without-scaling-headcount.ics.txt',
      '..%2F..%2Fpackage.json.ics',
      'Scaling-Support-Without-Scaling-Headcount.ics',
    ]) {
      const answer = await fetch(`${server.origin}/api/webinars/${file}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ error: 'No upcoming webinar has that calendar file' });
    }
  });

  it('refuses anything but reading', async () => {
    const answer = await calendarOf('scaling-support-without-scaling-headcount', {
      method: 'POST',
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });
});
