import { PRODUCT_NAME } from './brand';

/**
 * The form field catalogue of spec section 3: every marketing field key and the label a visitor sees.
 * Keys are the marketing provider's property names, so they travel unchanged from the form to the
 * stored lead and to HubSpot. Messages built from a label ('{label} is required') read it from here.
 */
export const FIELDS = {
  email: { name: 'email', label: 'Work email' },
  firstname: { name: 'firstname', label: 'First name' },
  lastname: { name: 'lastname', label: 'Last name' },
  fullName: { name: 'full_name', label: 'Full name' },
  company: { name: 'company', label: 'Company' },
  jobtitle: { name: 'jobtitle', label: 'Job title' },
  companySize: { name: 'company_size__new_', label: 'Company size' },
  phone: { name: 'phone', label: 'Phone number' },
  industry: { name: 'industry__self_select_', label: 'Industry' },
  primaryUseCase: { name: 'primary_use_case', label: 'Primary use case' },
  businessNeed: { name: 'business_need_self_declared', label: 'Business need' },
  website: { name: 'website', label: 'Website' },
  linkedinUrl: { name: 'company_linkedin_url__form', label: 'LinkedIn company URL' },
  country: { name: 'country', label: 'Country' },
  partnerType: { name: 'partner_type', label: 'Type of partner' },
  partnerInterestReason: {
    name: 'partner_interest_reason',
    label: `Why are you interested in ${PRODUCT_NAME}?`,
  },
  logoApproval: {
    name: 'logo_approval',
    label: `May we use your company's logo in ${PRODUCT_NAME} marketing?`,
  },
  referrerRelationship: {
    name: `referrer_${PRODUCT_NAME.toLowerCase()}_relationship`,
    label: `Your relationship to ${PRODUCT_NAME}`,
  },
  referralDetails: { name: 'referral_details', label: 'Referral details' },
  fundingReceived: { name: 'funding_received_to_date', label: 'Funding received to date' },
  referralPartner: { name: 'startup_referral_partner', label: 'Referral partner' },
  referralPartnerFirmName: {
    name: 'startup_referral_partner__name_of_firm',
    label: 'Accelerator, incubator or VC firm',
  },
  referralPartnerFirmUrl: {
    name: 'startup_referral_partner__url_of_firm',
    label: 'Link to your funding profile',
  },
  advocacyOptInType: { name: 'advocacy_opt_in_type', label: 'How would you like to take part?' },
  referrerFirstname: { name: 'referrer_firstname', label: 'Your first name' },
  referrerLastname: { name: 'referrer_lastname', label: 'Your last name' },
  referrerEmail: { name: 'referrer_email', label: 'Your work email' },
  referrerCompany: { name: 'referrer_company', label: 'Your company' },
  marketingOptOut: {
    name: 'marketing_updates_opt_out__forms_',
    label: 'I do want to receive marketing communications',
  },
  eventFeedback: { name: 'event_feedback', label: 'What was most useful? (optional)' },
  eventRating: { name: 'event_rating', label: 'How would you rate the webinar?' },
  eventFollowUp: {
    name: 'event_follow_up_requested',
    label: `I'd like a ${PRODUCT_NAME} specialist to follow up on how this applies to my team`,
  },
  quoteSeats: { name: 'quote_seats', label: 'Number of seats' },
  quotePlan: { name: 'quote_plan', label: 'Plan' },
  quoteBillingPeriod: { name: 'quote_billing_period', label: 'Billing period' },
  salesMessage: { name: 'sales_message', label: 'What would you like to discuss? (optional)' },
} as const satisfies Record<string, { name: string; label: string }>;

/** Hidden or technical fields (spec section 3): set by code, never typed by the visitor. */
export const HIDDEN_FIELDS = {
  advocacyOptInType: 'advocacy_opt_in_type',
  resourceId: 'resource_id',
  contentName: 'content_name',
  livestormEventId: 'livestorm_event_id',
  eventFeedback: 'event_feedback',
  trialType: 'trial_type',
  customerStatus: 'customer_status__c',
  doNotContact: 'do_not_contact',
  marketingOptOut: 'marketing_updates_opt_out__forms_',
  pageUrl: 'page_url_form_',
  domain: 'domain',
  referrerUrl: 'referrer_url',
  affiliate: 'affiliate',
  experimentId: 'experiment_id',
  variantId: 'optimizely_variant_id',
  googleClientId: 'google_client_id',
  /** Qualification data added by the forms host (spec section 3). */
  freeEmailDomain: 'free_email_domain',
  ipCountry: 'ip_country',
} as const;

/** Demo qualification flags and their most-recent variants (spec section 3). */
export const DEMO_FLAG_FIELDS = {
  meetingOffered: 'qualified_meeting_offered',
  meetingOfferedStatus: 'qualified_meeting_offered_status',
  meetingNotOfferedReason: 'qualified_meeting_not_offered_reason',
  bookingStatus: 'qualified_booking_status',
  recentMeetingOffered: 'most_recent_qualified_meeting_offered',
  recentMeetingOfferedStatus: 'most_recent_qualified_meeting_offered_status',
  recentMeetingNotOfferedReason: 'most_recent_qualified_meeting_not_offered_reason',
  recentBookingStatus: 'most_recent_qualified_booking_status',
} as const;

/** Field limits of spec sections 5 and 9. */
export const REFERRAL_DETAILS_MAX_LENGTH = 255;
export const PHONE_MAX_DIGITS = 15;
export const PHONE_MAX_INPUT_LENGTH = 250;
export const EMAIL_TLD_LENGTH = { min: 2, max: 10 } as const;
/** Free-text answers the marketing provider stores in single-line properties. */
export const TEXT_FIELD_MAX_LENGTH = 255;
/** A person's first or last name, and a company's name: the account keeps no longer ones. */
export const PERSON_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 200;

/** Phone input: default country and the countries listed first (spec section 5, as ISO codes). */
export const DEFAULT_PHONE_COUNTRY = 'US';
export const PREFERRED_PHONE_COUNTRIES = [
  'US',
  'FR',
  'GB',
  'CA',
  'IN',
  'AU',
  'DE',
  'NL',
  'BR',
] as const;

export const SELECT_PLACEHOLDER = 'Select one';
export const PHONE_COUNTRY_SEARCH_PLACEHOLDER = 'Search for your country';

export const LOGO_APPROVAL_OPTIONS = [
  { value: 'Yes', label: 'Yes, you may use our logo' },
  { value: 'No', label: 'No, please do not use our logo' },
] as const;

export const ADVOCACY_OPT_IN_LABELS = {
  'case-study': 'Feature us in a customer story',
  'reference-call': 'Take a reference call with a prospective customer',
  review: 'Write a review on a software review site',
  logo: 'Show our logo on the website',
} as const;

/** Webinar ratings, best first, as the feedback form lists them. */
export const EVENT_RATING_OPTIONS = [
  { value: '5', label: '5, excellent' },
  { value: '4', label: '4, good' },
  { value: '3', label: '3, fair' },
  { value: '2', label: '2, poor' },
  { value: '1', label: '1, not useful' },
] as const;

/** Billing periods a quote can be for (the pricing page's monthly/annual switch). */
export const BILLING_PERIOD_OPTIONS = [
  { value: 'annual', label: 'Billed annually' },
  { value: 'monthly', label: 'Billed monthly' },
] as const;

/** Seats a quote can be for: a whole number, from one seat to a very large organisation. */
export const QUOTE_SEATS = { min: 1, max: 100_000 } as const;

/** The consent notice under every form (spec section 5), with links to the legal pages. */
export const CONSENT_NOTICE = {
  lead: 'By submitting this form, you agree to our ',
  terms: 'Terms',
  joiner: ' and ',
  privacy: 'Privacy Notice',
  end: '.',
} as const;
export const CONSENT_NOTICE_TEXT = `${CONSENT_NOTICE.lead}${CONSENT_NOTICE.terms}${CONSENT_NOTICE.joiner}${CONSENT_NOTICE.privacy}${CONSENT_NOTICE.end}`;
/** HubSpot subscription type of marketing email (legalConsentOptions.communications). */
export const MARKETING_SUBSCRIPTION_TYPE_ID = 1;

/** Shown above a form when the host refused it without naming a field. */
export const FORM_SUBMIT_FAILED_MESSAGE =
  'Something went wrong and your details were not sent. Please try again in a moment.';
