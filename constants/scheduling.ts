/**
 * The built-in demo scheduler (issues 5 and 16): meetings over the next 10 working days, inside the
 * sales team's working hours. The hours are configuration (SALES_* in .env.example, read by
 * lib/server/scheduling/working-hours.ts); these are their defaults: New York, Monday to Friday
 * 9:00 to 17:00, 30-minute meetings, no buffer, two hours' notice, no holidays.
 */
export const SALES_HOURS_DEFAULTS = {
  timeZone: 'America/New_York',
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  days: '1,2,3,4,5',
  hours: '09:00-17:00',
  meetingMinutes: 30,
  bufferMinutes: 0,
  minNoticeMinutes: 120,
} as const;
export const SCHEDULER_BUSINESS_DAYS = 10;
/** An external scheduler that has not shown itself within this time counts as failed to load. */
export const SCHEDULER_LOAD_TIMEOUT_MS = 10_000;

/** Where the scheduler comes from: the site's own (default) or an external provider's embed. */
export const SCHEDULER_PROVIDERS = ['builtin', 'chilipiper', 'calendly', 'calcom'] as const;
export type SchedulerProvider = (typeof SCHEDULER_PROVIDERS)[number];

/** The scheduler payload of spec section 3, in its field order. */
export const SCHEDULER_PAYLOAD_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'company',
  'title',
  'phone_number',
  'company_size_form',
  'industry_self_select',
] as const;
export type SchedulerPayload = Record<(typeof SCHEDULER_PAYLOAD_FIELDS)[number], string>;

/** The messages external schedulers post when a meeting is final (reference/integrations.md). */
export const PROVIDER_BOOKED_EVENTS = {
  chilipiper: 'booking-confirmed',
  calendly: 'calendly.event_scheduled',
  calcom: 'bookingSuccessfulV2',
} as const;

/** Shown when the chosen time was taken in the meantime (HTTP 409 from the bookings endpoint). */
export const SLOT_TAKEN_MESSAGE =
  'That time was just booked by someone else. Please pick another time.';

/**
 * The bookings and contact-request endpoints' refusals when the demo request they name is not one
 * the site stored for that email (404), or is one no meeting is offered for (403).
 */
export const DEMO_REQUEST_MESSAGES = {
  notFound: 'We could not find your demo request. Please request a demo again.',
  notOffered: 'A meeting is not offered for this demo request. A product expert will be in touch.',
} as const;

/** What the reschedule and cancel pages (the signed links in the confirmation mail) tell a visitor. */
export const BOOKING_LINK_MESSAGES = {
  invalid: 'This link is not valid. Please use the link in your confirmation email.',
  expired: 'This link has expired: the meeting has already started.',
  notFound: 'We could not find this meeting.',
  cancelled: 'This meeting is cancelled. Request a demo again to book a new one.',
  past: 'This meeting has already started, so it can no longer be changed.',
  cancelDone: 'Your demo is cancelled. Your calendar invitation has been withdrawn.',
  moved: 'Your demo has moved. We sent the updated invitation to your email.',
} as const;
