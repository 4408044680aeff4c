import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { getAnonymousId } from '@/lib/analytics/anonymous-id';
import type {
  EmailAvailableResponse,
  SendValidationEmailRequest,
  SendValidationEmailResponse,
  SignupErrorBody,
  SignupErrorCode,
  SignupRequest,
  SignupResponse,
} from '@/lib/contracts/signup';

/** The browser client of /api/1 (spec section 7); the wire contract is lib/contracts/signup.ts. */

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
