/**
 * The wire contract of /api/1/* (spec section 7): the one module the embedded backend
 * (lib/server/signup) and the browser client (api-clients/signup.ts) both import.
 */
export const SIGNUP_ERRORS = {
  badValidationCode: 'bad_validation_code',
  tooManyAttempts: 'too_many_attempts',
  emailTaken: 'email_taken',
  invalidRequest: 'invalid_request',
  crossSiteRequest: 'cross_site_request',
  mailFailed: 'mail_failed',
  unexpected: 'unexpected',
} as const;
export type SignupErrorCode = (typeof SIGNUP_ERRORS)[keyof typeof SIGNUP_ERRORS];

/** What the visitor reads for each outcome (spec section 8), word for word. */
export const SIGNUP_MESSAGES = {
  tooManyAttempts: 'Too many attempts, please try again later',
  unexpected: 'An unexpected error occurred, please refresh and try again',
  validationEmailFailed: 'Something went wrong',
  crossSiteRequest: 'Cross-site requests are not accepted',
  invalidRequest: 'Some fields are missing or not valid',
} as const;

export interface SignupErrorBody {
  error: SignupErrorCode;
  message: string;
  /** Field name → message, for errors that belong to one field (validation, common password). */
  fields?: Record<string, string>;
}

export interface EmailAvailableResponse {
  status: 'available';
}

/** The landing address the trial sends as `origin`: the backend keeps this much of it. */
export const SIGNUP_ORIGIN_MAX_LENGTH = 2048;

/** The page a signup started on, as the trial sends it: cut to what the backend keeps. */
export function signupOrigin(href: string): string {
  return href.slice(0, SIGNUP_ORIGIN_MAX_LENGTH);
}

export interface SendValidationEmailRequest {
  email: string;
  password: string;
  affiliate: string;
  /** The page URL the signup started on. */
  origin: string;
}

export interface SendValidationEmailResponse {
  status: 'sent';
  /** When the emailed code stops working (ISO 8601). */
  expires_at: string;
}

export interface SignupRequest {
  affiliate: string;
  code: string;
  company: string;
  email: string;
  family_name: string;
  given_name: string;
  industry: string;
  origin: string;
  password: string;
  size: string;
}

export interface SignupResponse {
  id: string;
  first_admin_id: string;
  first_login_url: string;
}
