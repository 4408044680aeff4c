/**
 * Marketing form identifiers, one per form on the site (about 19, spec section 2). The embedded
 * forms host validates each id with its own schema; a real HubSpot portal maps them to its GUIDs.
 */
export const FORM_IDS = {
  requestDemoStarted: 'request-demo-started',
  requestDemo: 'request-demo',
  getStarted: 'get-started',
  getStartedModalPartial: 'get-started-modal-partial',
  trialSignup: 'trial-signup',
  resourceDownload: 'resource-download',
  supportReportDownload: 'support-report-download',
  blogSubscribeModal: 'blog-subscribe-modal',
  blogSubscribeFooter: 'blog-subscribe-footer',
  partnerChannel: 'partner-channel',
  partnerIntegration: 'partner-integration',
  customerReferral: 'customer-referral',
  startupReferral: 'startup-referral',
  customerAdvocacy: 'customer-advocacy',
  webinarSignup: 'webinar-signup',
  webinarFeedback: 'webinar-feedback',
  productTour: 'product-tour',
  contactSales: 'contact-sales',
  pricingQuote: 'pricing-quote',
} as const;
export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

/** Human names of the trial's marketing forms (spec section 7). */
export const TRIAL_FORM_NAMES = {
  partial: 'Get started modal partial',
  signup: 'Trial signup',
} as const;

/** The marketing form portal id is a numeric constant (spec section 9). */
/**
 * Forms whose email is someone else's (a customer referral names the person referred): sent without
 * the visitor's browser ids (HubSpot's visitor token, the anonymous id, the analytics client id),
 * and never read back to prefill the visitor's own forms.
 */
export const FORMS_ABOUT_SOMEONE_ELSE: readonly FormId[] = [FORM_IDS.customerReferral];

export const MARKETING_PORTAL_ID = '4471892';

/** Emails on this domain come from test automation and are never submitted (spec section 5). */
export const TEST_AUTOMATION_EMAIL_DOMAIN = 'switchboard-test-automation.com';

/**
 * The browser always submits to the site's own HubSpot-compatible forms host; the server stores each
 * lead first and forwards it to HubSpot when configured (docs/decisions/0030-*).
 */
export const MARKETING_FORMS_HOST_PATH = '/api/forms';
export const EMAIL_CHECK_PATH = '/api/email-check';
export const COUNTRY_LOOKUP_PATH = '/api/geoip';
/** Sent with each submission so that a retried request is stored and forwarded once. */
export const SUBMISSION_ID_HEADER = 'x-submission-id';
/**
 * What a submission id may look like. The demo's step 2 submission id also names the demo request
 * its meeting belongs to (the scheduler's request_id).
 */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** A hidden field bots fill in and people never see; a filled one is accepted and dropped. */
export const HONEYPOT_FIELD = 'company_website_url';

/**
 * What the get-started modal does after its form is sent: the email check's getStartedAction
 * (spec section 3), decided on the server by decideGetStartedAction (docs/decisions/0031).
 */
export const GET_STARTED_ACTIONS = {
  /** The normal thank-you with both ways in: a free trial or a demo. */
  default: 'default',
  /** Hand over to the demo modal, prefilled: larger teams and accounts whose trial has ended. */
  demo: 'demo',
  /** Hand over to the trial modal, prefilled: teams of up to 50 people with no account yet. */
  trial: 'trial',
  /** Paying customers and people already in a trial: a sign-in link, never a new signup. */
  signIn: 'sign-in',
} as const;
export type GetStartedAction = (typeof GET_STARTED_ACTIONS)[keyof typeof GET_STARTED_ACTIONS];
/** Optional query parameter of the email check: the company size the get-started form knows. */
export const EMAIL_CHECK_COMPANY_SIZE_PARAM = 'company_size';
export const EMAIL_CHECK_DEFAULTS = {
  sendToHubspot: true,
  getStartedAction: GET_STARTED_ACTIONS.default,
  isPayingCustomer: false,
} as const;

/**
 * Values of the demo qualification flags (spec section 4), sent in the fields named by
 * DEMO_FLAG_FIELDS (constants/form-fields.ts) and their most_recent_* twins.
 */
export const DEMO_FLAG_VALUES = {
  offered: 'Yes',
  notOffered: 'No',
  shownCalendar: 'Was shown calendar',
  notShownCalendar: 'Was not shown calendar',
  reasonExistingCustomer: 'Flagged as existing customer',
  reasonBelowThreshold: 'Company size below threshold',
  /** Step 2 is submitted before the scheduler shows: a booking is then still to come. */
  bookingAwaited: 'Awaiting booking',
  bookingNotOffered: 'Not offered',
} as const;

/** Link targets of the form bands inside pages ('/pricing#quote'): the buttons that lead to them. */
export const FORM_ANCHORS = {
  supportReport: 'get-the-report',
  pricingQuote: 'quote',
  talkToSales: 'talk-to-sales',
  productTour: 'send-me-the-tour',
} as const;
