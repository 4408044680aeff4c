import '@/lib/server/only-on-server';
import { PRODUCT_NAME } from '@/constants/brand';
import { fieldLines, mailValue, sendMail, type Mail } from '@/lib/server/mail';
import type { BookingLinkAction } from './booking-links';
import type { DemoBooking, PreviousMeeting } from './bookings';
import { buildInvitation, formatMeetingTime, type InvitationMethod } from './invitation';

export const INVITATION_FILENAME = 'demo-invitation.ics';

/** What happened to the meeting, which decides each mail's words and the invitation's METHOD. */
export type MeetingChange =
  { kind: 'booked' } | { kind: 'moved'; previous: PreviousMeeting } | { kind: 'cancelled' };

export interface ConfirmationContext {
  siteHostname: string;
  /** The sales team's zone: the rep reads times in it. */
  teamTimeZone: string;
  /** Signed reschedule and cancel links (booked and moved meetings). */
  links?: Record<BookingLinkAction, string>;
}

type MailText = Pick<Mail, 'to' | 'subject' | 'text'>;

/** The visitor's mail: when, where, and how to move or cancel, in the visitor's time zone. */
export function visitorConfirmationMail(
  booking: DemoBooking,
  change: MeetingChange,
  context: Pick<ConfirmationContext, 'links'>,
): MailText {
  const when = formatMeetingTime(booking, booking.timeZone);
  const greeting = `Hi ${mailValue(booking.firstName)},`;
  const contact = `Questions? Write to ${booking.rep.name} at ${booking.rep.email}.`;
  const signature = `The ${PRODUCT_NAME} team`;
  if (change.kind === 'cancelled') {
    return {
      to: booking.email,
      subject: `Your ${PRODUCT_NAME} demo is cancelled: ${when}`,
      text: [
        greeting,
        '',
        `Your ${PRODUCT_NAME} demo on ${when} is cancelled, and your calendar invitation is withdrawn.`,
        '',
        `Want to meet after all? Request a demo again any time. ${contact}`,
        '',
        signature,
      ].join('\n'),
    };
  }
  const links = context.links
    ? [
        '',
        `Need another time? Reschedule: ${context.links.reschedule}`,
        `Can't make it? Cancel: ${context.links.cancel}`,
      ]
    : [];
  const opening =
    change.kind === 'moved'
      ? `Your ${PRODUCT_NAME} demo has moved from ${formatMeetingTime(change.previous, booking.timeZone)} to the time below. The calendar invitation is updated.`
      : `Thank you for booking a personalized ${PRODUCT_NAME} demo. ${booking.rep.name}, your product expert, looks forward to meeting you.`;
  return {
    to: booking.email,
    subject:
      change.kind === 'moved'
        ? `Your ${PRODUCT_NAME} demo has moved: ${when}`
        : `Your ${PRODUCT_NAME} demo is booked: ${when}`,
    text: [
      greeting,
      '',
      opening,
      '',
      `When: ${when}`,
      `Where: ${booking.rep.meetingUrl}`,
      ...links,
      '',
      `The calendar invitation is attached. Want to bring colleagues? ${contact}`,
      '',
      signature,
    ].join('\n'),
  };
}

/** The rep's notice: who booked, moved or cancelled, in the sales team's time zone. */
export function repNotificationMail(
  booking: DemoBooking,
  change: MeetingChange,
  teamTimeZone: string,
): MailText {
  const when = formatMeetingTime(booking, teamTimeZone);
  // Every value the visitor typed goes through mailValue, so none can add a line or a header.
  const who = mailValue(`${booking.firstName} ${booking.lastName}`);
  const company = mailValue(booking.company);
  const headline =
    change.kind === 'cancelled'
      ? `${who} cancelled the demo on ${when}.`
      : change.kind === 'moved'
        ? `${who} moved the demo from ${formatMeetingTime(change.previous, teamTimeZone)} to ${when}.`
        : `${who} booked a demo with you.`;
  const subject =
    change.kind === 'cancelled'
      ? `Demo cancelled: ${company} (${who}), ${when}`
      : change.kind === 'moved'
        ? `Demo moved: ${company} (${who}), now ${when}`
        : `New demo booked: ${company} (${who}), ${when}`;
  return {
    to: booking.rep.email,
    subject,
    text: [
      headline,
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

function calendarParts(invitation: string, method: InvitationMethod) {
  return {
    icalEvent: { method, content: invitation, filename: INVITATION_FILENAME },
    attachments: [
      {
        filename: INVITATION_FILENAME,
        content: invitation,
        contentType: `text/calendar; method=${method}`,
      },
    ],
  };
}

/**
 * Tells the visitor and the rep, each with the same .ics (same UID, the booking's SEQUENCE). A
 * meeting moved to another rep also sends the former rep a CANCEL for their copy. Throws when a
 * mail fails.
 */
export async function sendMeetingMails(
  booking: DemoBooking,
  change: MeetingChange,
  context: ConfirmationContext,
): Promise<void> {
  const method: InvitationMethod = change.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = calendarParts(buildInvitation(booking, context.siteHostname, method), method);
  const mails = [
    visitorConfirmationMail(booking, change, context),
    repNotificationMail(booking, change, context.teamTimeZone),
  ];
  for (const mail of mails) await sendMail({ ...mail, ...calendar });
  if (change.kind === 'moved' && change.previous.rep.id !== booking.rep.id) {
    const formerCopy = { ...booking, ...change.previous };
    const cancel = buildInvitation(formerCopy, context.siteHostname, 'CANCEL');
    await sendMail({
      ...repNotificationMail(formerCopy, { kind: 'cancelled' }, context.teamTimeZone),
      subject: `Demo handed over: ${mailValue(booking.company)}, ${formatMeetingTime(change.previous, context.teamTimeZone)}`,
      ...calendarParts(cancel, 'CANCEL'),
    });
  }
}
