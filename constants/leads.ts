import { FORM_IDS, type FormId } from './forms';

/** The marketers' lead view (/leads). */
export const LEADS_PAGE_SIZE = 50;

/** What every lead-view page returns as `props.shell`: its own plain layout (ADR 0120). */
export const LEADS_SHELL = { internal: true } as const;

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
 * Where a demo lead stands (issue 16), derived when the lead is read (docs/decisions/0077):
 * step 1 only or no qualification -> submitted; qualified -> meeting offered; the request's booking
 * -> booked (with its time) or meeting cancelled; the scheduler's "I'd rather have a product
 * expert contact me" -> contact requested; not qualified -> not offered (with the reason).
 */
export const LEAD_STATUS_LABELS = {
  submitted: 'Submitted',
  'meeting-offered': 'Meeting offered',
  booked: 'Booked',
  'meeting-cancelled': 'Meeting cancelled',
  'contact-requested': 'Contact requested',
  'not-offered': 'Not offered',
} as const;
export type LeadStatusKind = keyof typeof LEAD_STATUS_LABELS;

/** The overview's chart of leads per day groups the forms into these kinds (one colour each). */
export const LEAD_FORM_KINDS = {
  demo: { label: 'Demo requests', forms: [FORM_IDS.requestDemoStarted, FORM_IDS.requestDemo] },
  trial: {
    label: 'Trial signups',
    forms: [FORM_IDS.getStarted, FORM_IDS.getStartedModalPartial, FORM_IDS.trialSignup],
  },
  sales: { label: 'Sales contacts', forms: [FORM_IDS.contactSales, FORM_IDS.pricingQuote] },
  content: {
    label: 'Content and webinars',
    forms: [
      FORM_IDS.resourceDownload,
      FORM_IDS.supportReportDownload,
      FORM_IDS.webinarSignup,
      FORM_IDS.webinarFeedback,
      FORM_IDS.productTour,
    ],
  },
  newsletter: {
    label: 'Blog subscriptions',
    forms: [FORM_IDS.blogSubscribeModal, FORM_IDS.blogSubscribeFooter],
  },
  partners: {
    label: 'Partners and referrals',
    forms: [
      FORM_IDS.partnerChannel,
      FORM_IDS.partnerIntegration,
      FORM_IDS.customerReferral,
      FORM_IDS.startupReferral,
      FORM_IDS.customerAdvocacy,
    ],
  },
} as const satisfies Record<string, { label: string; forms: readonly FormId[] }>;
export type LeadFormKind = keyof typeof LEAD_FORM_KINDS | 'other';
export const OTHER_FORM_KIND_LABEL = 'Other forms';

/** The overview's default window: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;
/** At most this many UTM sources get a bar; the rest are summed as 'Other sources'. */
export const OVERVIEW_MAX_SOURCES = 10;

/** The lead view's day filters (the lead list's, the overview's): days in UTC, as lead times are. */
export const DAY_FILTER_LABELS = { from: 'From (UTC)', to: 'To (UTC)' } as const;

/** The lead view's meeting filter: the demo requests sales follow up. */
export const MEETING_FILTERS = ['booked', 'meeting-cancelled', 'contact-requested'] as const;
export type MeetingFilter = (typeof MEETING_FILTERS)[number];

/** The longest search text the lead view takes (an email address is at most 254). */
export const LEAD_SEARCH_MAX_LENGTH = 254;

/** The sales team's meeting list (/leads/meetings): which meetings it shows. */
export const MEETING_VIEWS = ['upcoming', 'past', 'cancelled'] as const;
export type MeetingView = (typeof MEETING_VIEWS)[number];
export const MEETING_VIEW_LABELS: Record<MeetingView, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
};
/** The meetings pager's links, by the view's order: upcoming soonest first, the others latest first. */
export const MEETING_VIEW_PAGER_LINKS: Record<MeetingView, { previous: string; next: string }> = {
  upcoming: { previous: 'Earlier', next: 'Later' },
  past: { previous: 'Later', next: 'Earlier' },
  cancelled: { previous: 'Later', next: 'Earlier' },
};

/** What the meetings list's "Send again" came to (POST /api/leads/meetings/resend), in words. */
export const RESEND_OUTCOMES = {
  sent: 'The invitations went out again.',
  failed: 'The mail server did not take the invitations. Try again in a moment.',
  cancelled: 'That meeting was cancelled, so nothing was sent.',
  past: 'That meeting is over, so nothing was sent.',
  'not-found': 'No meeting has that id.',
} as const;
export type ResendOutcome = keyof typeof RESEND_OUTCOMES;

/** The meetings list's page size (a pager shows when there are more). */
export const MEETINGS_PAGE_SIZE = 200;
