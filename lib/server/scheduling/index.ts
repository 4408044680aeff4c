import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import {
  bookDemoMeeting,
  listAvailableSlots,
  markConfirmationSent,
  type BookingOutcome,
  type BookingRequest,
  type SchedulingContext,
} from './bookings';
import { sendBookingConfirmations } from './confirmation';

export type { BookingOutcome, BookingRequest, DemoBooking } from './bookings';
export type { Slot } from './slots';
export { listAvailableSlots };

/**
 * Books a meeting and sends the confirmations. The booking stands even when a mail fails: the slot
 * is the visitor's and the rep sees it in the database; the failure is logged and
 * confirmation_sent_at stays empty for a resend.
 */
export async function bookDemoAndConfirm(
  db: Db,
  request: BookingRequest,
  context: SchedulingContext = {},
): Promise<BookingOutcome> {
  const outcome = bookDemoMeeting(db, request, context);
  if (outcome.kind !== 'booked') return outcome;
  try {
    await sendBookingConfirmations(outcome.booking, new URL(env().SITE_URL).hostname);
    markConfirmationSent(db, outcome.booking.id);
  } catch (error) {
    console.warn(
      `[scheduling] booking ${outcome.booking.uid} stored but its confirmation mail failed:`,
      error,
    );
  }
  return outcome;
}
