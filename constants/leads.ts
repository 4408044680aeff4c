/** The marketers' lead view (/leads). */
export const LEADS_PAGE_SIZE = 50;

/** How far a lead got on its way to the CRM, as the lead view shows it. */
export const FORWARDING_STATUSES = ['local', 'pending', 'delivered', 'dead'] as const;
export type ForwardingStatus = (typeof FORWARDING_STATUSES)[number];
export const FORWARDING_STATUS_LABELS: Record<ForwardingStatus, string> = {
  local: 'Stored here (CRM not configured)',
  pending: 'Queued for CRM',
  delivered: 'Delivered to CRM',
  dead: 'Failed: needs replay',
};

/**
 * A demo lead's booking is read from demo_bookings (docs/decisions/0077): the same email's booking
 * made after the lead, or up to this long before it (step 2's lead and the booking race).
 */
export const DEMO_BOOKING_MATCH_GRACE_MS = 10 * 60 * 1000;
/** The lead view's booking status once the demo_bookings row exists. */
export const DEMO_BOOKING_STATUS_LABELS = {
  confirmed: 'Booked',
  cancelled: 'Booking cancelled',
} as const;
