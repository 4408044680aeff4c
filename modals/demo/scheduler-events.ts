import { ANALYTICS_EVENTS } from '@/constants/events';
import { PROVIDER_BOOKED_EVENTS, type SchedulerProvider } from '@/constants/scheduling';

export type MeetingBookedEvent = typeof ANALYTICS_EVENTS.meetingBooked;

/** The origins whose window messages are believed (the provider's own embed pages). */
export const PROVIDER_ORIGINS: Record<Exclude<SchedulerProvider, 'builtin'>, RegExp> = {
  chilipiper: /^https:\/\/([a-z0-9-]+\.)*chilipiper\.com$/,
  calendly: /^https:\/\/([a-z0-9-]+\.)*calendly\.com$/,
  calcom: /^https:\/\/([a-z0-9-]+\.)*cal\.com$/,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Maps a scheduler's "booked" signal to the site's 'Meeting Booked' event (contracts in
 * reference/integrations.md), or null for anything else:
 * - Chili Piper posts `{action: 'booking-confirmed'}` (its earlier `booked` is before the workflow);
 * - Calendly posts `{event: 'calendly.event_scheduled', payload: {...}}`;
 * - Cal.com's embed calls back for `bookingSuccessfulV2` (its `on` API passes `{type}`);
 * - the built-in scheduler emits the site's own event after the bookings endpoint answers 201.
 */
export function mapSchedulerEvent(
  provider: SchedulerProvider,
  data: unknown,
): MeetingBookedEvent | null {
  if (!isRecord(data)) return null;
  switch (provider) {
    case 'chilipiper':
      return data.action === PROVIDER_BOOKED_EVENTS.chilipiper
        ? ANALYTICS_EVENTS.meetingBooked
        : null;
    case 'calendly':
      return data.event === PROVIDER_BOOKED_EVENTS.calendly ? ANALYTICS_EVENTS.meetingBooked : null;
    case 'calcom':
      return data.type === PROVIDER_BOOKED_EVENTS.calcom ||
        data.action === PROVIDER_BOOKED_EVENTS.calcom
        ? ANALYTICS_EVENTS.meetingBooked
        : null;
    case 'builtin':
      return data.event === ANALYTICS_EVENTS.meetingBooked ? ANALYTICS_EVENTS.meetingBooked : null;
  }
}

/** Whether a window message comes from the configured provider's own pages (or our own page). */
export function isTrustedSchedulerOrigin(
  provider: SchedulerProvider,
  origin: string,
  siteOrigin: string,
): boolean {
  if (provider === 'builtin') return origin === siteOrigin;
  return PROVIDER_ORIGINS[provider].test(origin);
}
