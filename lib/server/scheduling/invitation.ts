import '@/lib/server/only-on-server';
import { createEvent } from 'ics';
import { PRODUCT_NAME } from '@/constants/brand';
import type { DemoBooking } from './bookings';

/** The meeting's title, shared by the invitation and the mails. */
export function meetingTitle(booking: DemoBooking): string {
  return `${PRODUCT_NAME} demo: ${booking.company} with ${booking.rep.name}`;
}

/** "Tuesday, November 24, 2026, 10:00 – 10:30 AM EST (America/New_York)" in the given zone. */
export function formatMeetingTime(
  booking: Pick<DemoBooking, 'startsAt' | 'endsAt'>,
  timeZone: string,
): string {
  const start = new Date(booking.startsAt);
  const end = new Date(booking.endsAt);
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${day}, ${time.formatRange(start, end)} (${timeZone})`;
}

export type InvitationMethod = 'REQUEST' | 'CANCEL';

/**
 * The iCalendar invitation (RFC 5545) sent to both the visitor and the rep: the rep organises, the
 * visitor attends. The booking's uid keeps the event one across calendars; its SEQUENCE grows at
 * every move or cancel, so a calendar replaces the event it holds (REQUEST) or removes it (CANCEL)
 * instead of adding a second one.
 */
export function buildInvitation(
  booking: DemoBooking,
  siteHostname: string,
  method: InvitationMethod = 'REQUEST',
): string {
  const { error, value } = createEvent({
    productId: `-//${PRODUCT_NAME}//Demo scheduler//EN`,
    method,
    uid: `${booking.uid}@${siteHostname}`,
    sequence: booking.sequence,
    start: Date.parse(booking.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: meetingTitle(booking),
    description:
      `A personalized ${PRODUCT_NAME} demo for ${booking.company}.\n` +
      `Join the video call: ${booking.rep.meetingUrl}\n` +
      `Questions before the meeting? Write to ${booking.rep.name} at ${booking.rep.email}.`,
    location: booking.rep.meetingUrl,
    url: booking.rep.meetingUrl,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: booking.rep.name, email: booking.rep.email },
    attendees: [
      {
        name: `${booking.firstName} ${booking.lastName}`,
        email: booking.email,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
      {
        name: booking.rep.name,
        email: booking.rep.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'CHAIR',
      },
    ],
    alarms: [
      {
        action: 'display',
        description: 'Demo starts in 15 minutes',
        trigger: { minutes: 15, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('Could not build the meeting invitation');
  return value;
}
