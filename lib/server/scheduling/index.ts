import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import {
  bookingLinkKey,
  bookingLinks,
  verifyBookingToken,
  type BookingLinkAction,
} from './booking-links';
import {
  bookDemoMeeting,
  cancelDemoMeeting,
  findBookingByUid,
  listAvailableSlots,
  markConfirmationSent,
  rescheduleDemoMeeting,
  type BookingOutcome,
  type BookingRequest,
  type CancelOutcome,
  type DemoBooking,
  type SchedulingContext,
} from './bookings';
import { sendMeetingMails, type MeetingChange } from './confirmation';
import type { ResendOutcome } from '@/constants/leads';
import { mailFailure } from '@/lib/server/mail';
import { linkProblemAnswer } from './link-answers';
import { salesWorkingHours } from './working-hours';
import type { MeetingLinkView } from '@/lib/scheduling/meeting-link';

export type { BookingOutcome, BookingRequest, CancelOutcome, DemoBooking } from './bookings';
export { recordContactRequest } from './bookings';
export { listMeetings, meetingRows, parseMeetingQuery, type MeetingRow } from './meetings';

/**
 * Mails a booked, moved or cancelled meeting. The booking stands even when a mail fails: the slot
 * is the visitor's and the rep sees it in the database; the failure is logged and
 * confirmation_sent_at stays empty for a resend.
 */
async function notify(
  db: Db,
  booking: DemoBooking,
  change: MeetingChange,
  context: SchedulingContext,
): Promise<boolean> {
  const { SITE_URL } = env();
  try {
    await sendMeetingMails(booking, change, {
      siteHostname: new URL(SITE_URL).hostname,
      teamTimeZone: (context.hours ?? salesWorkingHours()).timeZone,
      links: change.kind === 'cancelled' ? undefined : await bookingLinks(db, booking, SITE_URL),
    });
    if (change.kind !== 'cancelled') await markConfirmationSent(db, booking.id);
    return true;
  } catch (error) {
    console.warn(
      `[scheduling] booking ${booking.uid} stored but its confirmation mail failed (${mailFailure(error)})`,
    );
    return false;
  }
}

/**
 * The sales team's "Send the invitations again" for a meeting whose mail failed (or that a rep
 * lost): the same invitation (same UID and SEQUENCE, so calendars update rather than duplicate).
 */
export async function resendMeetingConfirmation(
  db: Db,
  uid: string,
  context: SchedulingContext = {},
): Promise<ResendOutcome> {
  const booking = await findBookingByUid(db, uid, context);
  if (!booking) return 'not-found';
  if (booking.status === 'cancelled') return 'cancelled';
  if (Date.parse(booking.endsAt) < (context.now ?? new Date()).getTime()) return 'past';
  return (await notify(db, booking, { kind: 'booked' }, context)) ? 'sent' : 'failed';
}

async function confirm(db: Db, outcome: BookingOutcome, context: SchedulingContext) {
  if (outcome.kind === 'booked') await notify(db, outcome.booking, { kind: 'booked' }, context);
  if (outcome.kind === 'moved') {
    await notify(db, outcome.booking, { kind: 'moved', previous: outcome.previous }, context);
  }
  return outcome;
}

/** Books (or, from the same demo request, moves) a meeting and sends the mails. */
export async function bookDemoAndConfirm(
  db: Db,
  request: BookingRequest,
  context: SchedulingContext = {},
): Promise<BookingOutcome> {
  return confirm(db, await bookDemoMeeting(db, request, context), context);
}

export type LinkedBooking =
  { ok: true; booking: DemoBooking } | { ok: false; problem: 'invalid' | 'expired' | 'not-found' };

/** The booking a signed link names, when the link is genuine and not expired. */
export async function bookingFromLink(
  db: Db,
  action: BookingLinkAction,
  token: unknown,
  context: SchedulingContext = {},
): Promise<LinkedBooking> {
  const key = await bookingLinkKey(db);
  const check = verifyBookingToken(key, action, token, context.now ?? new Date());
  if (!check.ok) return check;
  const booking = await findBookingByUid(db, check.uid, context);
  return booking ? { ok: true, booking } : { ok: false, problem: 'not-found' };
}

/** The signed reschedule link's move: the same booking at a new time, mails updated. */
export async function rescheduleFromLink(
  db: Db,
  token: unknown,
  startsAt: string,
  context: SchedulingContext = {},
): Promise<
  BookingOutcome | Exclude<LinkedBooking, { ok: true }> | { ok: false; problem: 'cancelled' }
> {
  const linked = await bookingFromLink(db, 'reschedule', token, context);
  if (!linked.ok) return linked;
  if (linked.booking.status === 'cancelled') return { ok: false, problem: 'cancelled' };
  const outcome = await rescheduleDemoMeeting(db, linked.booking.uid, startsAt, context);
  if (outcome.kind === 'not-found') return { ok: false, problem: 'not-found' };
  return confirm(db, outcome, context);
}

/** The signed cancel link: the meeting is cancelled and both sides get a METHOD:CANCEL. */
export async function cancelFromLink(
  db: Db,
  token: unknown,
  context: SchedulingContext = {},
): Promise<CancelOutcome | Exclude<LinkedBooking, { ok: true }>> {
  const linked = await bookingFromLink(db, 'cancel', token, context);
  if (!linked.ok) return linked;
  const outcome = await cancelDemoMeeting(db, linked.booking.uid, context);
  if (outcome.kind === 'cancelled')
    await notify(db, outcome.booking, { kind: 'cancelled' }, context);
  return outcome;
}

/** A booking as the browser sees it (the bookings and reschedule endpoints' answer). */
export function bookingView(booking: DemoBooking) {
  return {
    id: booking.uid,
    start: booking.startsAt,
    end: booking.endsAt,
    timeZone: booking.timeZone,
    rep: { name: booking.rep.name },
    meetingUrl: booking.rep.meetingUrl,
  };
}

/** What the slots endpoint sends: the meeting length and the team's zone travel with the slots. */
export async function slotsView(db: Db, context: SchedulingContext = {}) {
  const hours = context.hours ?? salesWorkingHours();
  return {
    meetingMinutes: hours.meetingMinutes,
    teamTimeZone: hours.timeZone,
    slots: await listAvailableSlots(db, { ...context, hours }),
  };
}

export async function meetingLinkView(
  db: Db,
  action: BookingLinkAction,
  token: unknown,
  context: SchedulingContext = {},
): Promise<MeetingLinkView> {
  const linked = await bookingFromLink(db, action, token, context);
  if (!linked.ok) {
    const [status, message] = linkProblemAnswer(linked.problem);
    return { ok: false, status, message };
  }
  const { booking } = linked;
  const cancelled = booking.status === 'cancelled';
  const offer = action === 'reschedule' && !cancelled ? await slotsView(db, context) : null;
  return {
    ok: true,
    token: String(token),
    meeting: {
      start: booking.startsAt,
      end: booking.endsAt,
      timeZone: booking.timeZone,
      repName: booking.rep.name,
      cancelled,
    },
    offer: offer && { meetingMinutes: offer.meetingMinutes, slots: offer.slots },
  };
}
