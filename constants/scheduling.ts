/**
 * The built-in demo scheduler (issue 5): 30-minute meetings over the next 10 business days, taken
 * from the sales team's working hours (lib/server/scheduling/sales-team.ts).
 */
export const DEMO_MEETING_MINUTES = 30;
export const SCHEDULER_BUSINESS_DAYS = 10;
/** A visitor cannot book a slot that starts sooner than this: the rep needs time to prepare. */
export const SCHEDULER_MIN_NOTICE_MINUTES = 120;
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
