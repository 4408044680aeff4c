/** Timing constants of spec section 9, in milliseconds. */
export const EMAIL_CHECK_DEBOUNCE_MS = 1500;
export const SIGNUP_LOADER_DELAY_MS = 2000;
export const SIGNUP_REDIRECT_DELAY_MS = 250;
export const FORM_SUBMISSION_TIMEOUT_MS = 10_000;
/**
 * A submission the forms host answers 503 with Retry-After (its database briefly locked) is sent
 * again with the same submission id, at most this many times in all; each wait is capped.
 */
export const FORM_SUBMISSION_MAX_ATTEMPTS = 5;
export const FORM_SUBMISSION_RETRY_WAIT_MAX_MS = 5000;
export const EVENT_CALLBACK_TIMEOUT_MS = 10_000;
export const CLIENT_ID_TIMEOUT_MS = 2000;
export const WHITE_OUT_TIMEOUT_MS = 5000;
export const ENRICHMENT_MAX_ATTEMPTS = 3;
export const ENRICHMENT_RETRY_DELAY_MS = 1000;
export const ENRICHMENT_INITIAL_DELAY_MS = 1500;
/** The email-check error message asks the visitor to wait this long. */
export const EMAIL_CHECK_RETRY_HINT_S = 10;
export const VERIFICATION_CODE_TTL_MINUTES = 30;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
/** The one-time sign-in link answered by a successful signup (first_login_url) lives this long. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** A session started from that link lasts this long. */
export const SESSION_TTL_DAYS = 14;
/** Outgoing calls to the ad networks' conversion APIs give up after this long. */
export const CONVERSION_API_TIMEOUT_MS = 10_000;
