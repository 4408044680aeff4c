import '@/lib/server/only-on-server';
import { createEvent } from 'ics';
import { PRODUCT_NAME } from '@/constants/brand';
import { webinarPath, type Webinar } from '@/lib/content/resources-browser';

/** The join link is Livestorm's and personal: the calendar entry only says when it comes. */
export const WEBINAR_JOIN_NOTE = 'Your personal join link arrives by email the day before.';

/**
 * An upcoming webinar as an iCalendar file (RFC 5545), drawn from its entry: editors change the
 * time or the title and the file follows, with nothing to write by hand (decision 0256). The
 * Livestorm event id keeps the event one across downloads, so a calendar that imports the file
 * again after a change replaces the event rather than adding a second.
 */
export function webinarCalendar(
  webinar: Pick<
    Webinar,
    'slug' | 'title' | 'summary' | 'startsAt' | 'durationMinutes' | 'livestormEventId'
  >,
  siteOrigin: string,
): string {
  const start = Date.parse(webinar.startsAt);
  const { error, value } = createEvent({
    productId: `-//${PRODUCT_NAME}//Webinars//EN`,
    method: 'PUBLISH',
    uid: `${webinar.livestormEventId}@${new URL(siteOrigin).hostname}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + webinar.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Webinar: ${webinar.title}`,
    description: `${webinar.summary} ${WEBINAR_JOIN_NOTE}`,
    location: 'Online (Livestorm)',
    url: `${siteOrigin}${webinarPath(webinar.slug)}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error(`Could not build the calendar of ${webinar.slug}`);
  return value;
}
