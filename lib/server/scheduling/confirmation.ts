import '@/lib/server/only-on-server';
import { PRODUCT_NAME } from '@/constants/brand';
import { fieldLines, mailValue, sendMail } from '@/lib/server/mail';
import type { DemoBooking } from './bookings';
import { buildInvitation, formatMeetingTime } from './invitation';

export const INVITATION_FILENAME = 'demo-invitation.ics';

/** The visitor's confirmation: when, where, and who to write to, in the visitor's time zone. */
export function visitorConfirmationMail(booking: DemoBooking) {
  const when = formatMeetingTime(booking, booking.timeZone);
  return {
    to: booking.email,
    subject: `Your ${PRODUCT_NAME} demo is booked: ${when}`,
    text: [
      `Hi ${mailValue(booking.firstName)},`,
      '',
      `Thank you for booking a personalized ${PRODUCT_NAME} demo. ${booking.rep.name}, your product expert, looks forward to meeting you.`,
      '',
      `When: ${when}`,
      `Where: ${booking.rep.meetingUrl}`,
      '',
      `The calendar invitation is attached. Need another time or want to bring colleagues? Write to ${booking.rep.name} at ${booking.rep.email}.`,
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/**
 * The rep's notice: who booked, from which company, in the rep's own time zone. Every value the
 * visitor typed goes through mailValue, so none can add a line or a header.
 */
export function repNotificationMail(booking: DemoBooking) {
  const when = formatMeetingTime(booking, booking.rep.timeZone);
  const visitor = mailValue(`${booking.firstName} ${booking.lastName}`);
  return {
    to: booking.rep.email,
    subject: `New demo booked: ${mailValue(booking.company)} (${visitor}), ${when}`,
    text: [
      `${visitor} booked a demo with you.`,
      '',
      `When: ${when}`,
      ...fieldLines([["Visitor's time zone", booking.timeZone]]),
      `Where: ${booking.rep.meetingUrl}`,
      '',
      ...fieldLines([
        ['Email', booking.email],
        ['Phone', booking.phoneNumber],
        ['Company', booking.company],
        ['Job title', booking.title || '(not given)'],
        ['Company size', booking.companySize],
        ['Industry', booking.industry],
      ]),
    ].join('\n'),
  };
}

/** Sends both confirmations, each with the same .ics invitation. Throws when a mail fails. */
export async function sendBookingConfirmations(
  booking: DemoBooking,
  siteHostname: string,
): Promise<void> {
  const invitation = buildInvitation(booking, siteHostname);
  const icalEvent = {
    method: 'REQUEST' as const,
    content: invitation,
    filename: INVITATION_FILENAME,
  };
  const attachments = [
    {
      filename: INVITATION_FILENAME,
      content: invitation,
      contentType: 'text/calendar; method=REQUEST',
    },
  ];
  for (const mail of [visitorConfirmationMail(booking), repNotificationMail(booking)]) {
    await sendMail({ ...mail, icalEvent, attachments });
  }
}
