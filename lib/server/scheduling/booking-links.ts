import '@/lib/server/only-on-server';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PATHS } from '@/constants/links';
import type { Db } from '@/lib/server/db';
import { serverSecret } from '@/lib/server/secrets';

/**
 * The reschedule and cancel links of a demo confirmation: the booking's uid, an expiry and an
 * HMAC-SHA256 over both and the action, keyed with the server secret. Anyone holding the mail can
 * use them (as with Calendly's links); nobody can make one for another booking or another action,
 * and they stop working when the meeting starts.
 */
export const BOOKING_LINK_ACTIONS = ['reschedule', 'cancel'] as const;
export type BookingLinkAction = (typeof BOOKING_LINK_ACTIONS)[number];

const GENERATED_KEY_SETTING = 'scheduling.booking-link-key';
const TOKEN = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export type BookingLinkCheck =
  { ok: true; uid: string } | { ok: false; problem: 'invalid' | 'expired' };

function signature(key: string, action: BookingLinkAction, uid: string, expires: string): string {
  return createHmac('sha256', key)
    .update(`demo-booking-link|${action}|${uid}|${expires}`)
    .digest('base64url');
}

/** A token for one action on one booking, valid until `expiresAt` (epoch ms). */
export function signBookingToken(
  key: string,
  action: BookingLinkAction,
  uid: string,
  expiresAt: number,
): string {
  const expires = Math.floor(expiresAt / 1000).toString(36);
  return `${uid}.${expires}.${signature(key, action, uid, expires)}`;
}

export function verifyBookingToken(
  key: string,
  action: BookingLinkAction,
  token: unknown,
  now: Date,
): BookingLinkCheck {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return { ok: false, problem: 'invalid' };
  const [, uid = '', expires = '', given = ''] = match;
  const expected = Buffer.from(signature(key, action, uid, expires));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, problem: 'invalid' };
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return { ok: false, problem: 'expired' };
  return { ok: true, uid };
}

export function bookingLinkKey(db: Db): Promise<string> {
  return serverSecret(db, GENERATED_KEY_SETTING);
}

/** The two links for a confirmation mail, valid until the meeting starts. */
export async function bookingLinks(
  db: Db,
  booking: { uid: string; startsAt: string },
  siteUrl: string,
): Promise<Record<BookingLinkAction, string>> {
  const key = await bookingLinkKey(db);
  const expiresAt = Date.parse(booking.startsAt);
  const link = (action: BookingLinkAction, path: string) => {
    const url = new URL(path, siteUrl);
    url.searchParams.set('token', signBookingToken(key, action, booking.uid, expiresAt));
    return url.toString();
  };
  return {
    reschedule: link('reschedule', PATHS.demoMeetingReschedule),
    cancel: link('cancel', PATHS.demoMeetingCancel),
  };
}
