import { EMAIL_CHECK_RETRY_HINT_S } from '@/constants/timings';

/**
 * Every validation message of spec section 5, word for word. A message that names a field reads the
 * field's label from the catalogue (constants/form-fields.ts).
 */
export const MESSAGES = {
  invalidEmail: 'Invalid work email',
  useWorkEmail: 'Please use your work email',
  usePersonalWorkEmail: 'Please use your personal work email',
  demoBusinessEmailWarning: 'Please enter your business email.',
  trialWorkEmailWarning: "It's best to sign up with your work email",
  emailTaken: 'An account already exists with that email',
  emailCheckFailed: `An unexpected error occured, please try again in ${EMAIL_CHECK_RETRY_HINT_S} seconds`,
  fullNameNeedsSpace: 'Please enter your full name',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is not valid',
  partnerReasonRequired: 'A reason is required',
  logoApprovalRequired: 'Please let us know if we may use your logo',
  referralDetailsRequired: 'Please provide details',
  referralDetailsTooLong: 'Please provide fewer details (max 255 characters)',
  firmNameRequired: 'Please provide your startup accelerator, incubator or venture capital firm',
  fundingLinkRequired: 'Please provide a link',
  // Beyond spec section 5: the forms this site adds (webinar feedback, pricing quote).
  eventRatingRequired: 'Please rate the webinar',
  quoteSeatsWholeNumber: 'Enter the number of seats as a whole number',
  submissionEmailMissing: 'Email must be set',
  submissionEmailArray: 'Email cannot be an array',
  submissionFailedWithErrors: 'Hubspot submission failed with errors',
  submissionFailed: 'Hubspot submission failed',
} as const;

export const requiredMessage = (label: string): string => `${label} is required`;
export const notValidMessage = (label: string): string => `${label} not valid`;
export const invalidCharactersMessage = (label: string): string =>
  `${label} contains invalid characters`;
/** A field sent more than once where one value is expected (the email's own is in MESSAGES). */
export const arrayValueMessage = (label: string): string => `${label} cannot be an array`;
/** Free-text answers longer than the provider's single-line property. */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;
/** A plan with a seat minimum (pricing-quote form). */
export const planMinimumSeatsMessage = (plan: string, seats: number): string =>
  `The ${plan} plan starts at ${seats} seats`;
