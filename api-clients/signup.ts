import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { getAnonymousId } from '@/lib/analytics/anonymous-id';

/**
 * The wire contract of /api/1/* (spec section 7), shared by the embedded backend and the browser
 * client (api-clients/signup.ts). The contract part (types and constants) is safe to import on the server.
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

/** How the browser sees an answer of /api/1 that is not a success. */
export class SignupRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<SignupErrorBody>,
  ) {
    super(body.message ?? `Signup request failed with HTTP ${status}`);
    this.name = 'SignupRequestError';
  }

  get code(): SignupErrorCode | undefined {
    return this.body.error;
  }
}

export type EmailAvailability = 'available' | 'unavailable' | 'error';

const SIGNUP_API_BASE = '/api/1';

function headers(json: boolean): Record<string, string> {
  const anonymousId = getAnonymousId();
  return {
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(anonymousId ? { [ANONYMOUS_ID_HEADER]: anonymousId } : {}),
  };
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${SIGNUP_API_BASE}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: headers(true),
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) {
    throw new SignupRequestError(response.status, (parsed ?? {}) as Partial<SignupErrorBody>);
  }
  return parsed as T;
}

/** GET /api/1/email_available/{email}: 409 means taken, any other failure is 'error'. */
export async function checkEmailAvailability(
  email: string,
  signal?: AbortSignal,
): Promise<EmailAvailability> {
  try {
    const response = await fetch(
      `${SIGNUP_API_BASE}/email_available/${encodeURIComponent(email.trim())}`,
      { credentials: 'include', headers: headers(false), signal },
    );
    if (response.status === 409) return 'unavailable';
    if (!response.ok) return 'error';
    const body = (await response.json()) as Partial<EmailAvailableResponse>;
    return body.status === 'available' ? 'available' : 'error';
  } catch (error) {
    if (signal?.aborted) throw error;
    return 'error';
  }
}

/** POST /api/1/send_validation_email: mails the six-digit code. */
export function sendValidationEmail(
  request: SendValidationEmailRequest,
): Promise<SendValidationEmailResponse> {
  return postJson('/send_validation_email', request);
}

/** POST /api/1/signup: creates the account; answers the one-time first_login_url. */
export function signup(request: SignupRequest): Promise<SignupResponse> {
  return postJson('/signup', request);
}
