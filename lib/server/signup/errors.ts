import '@/lib/server/only-on-server';
import {
  SIGNUP_ERRORS,
  SIGNUP_MESSAGES,
  type SignupErrorBody,
  type SignupErrorCode,
} from '@/lib/contracts/signup';
import { ApiError, type ApiDialect, type RefusalKind } from '@/lib/server/http/api-route';
import { CODE_MESSAGES } from '@/lib/validation/code';
import { MESSAGES } from '@/lib/validation/messages';

/** An outcome of the signup backend that the visitor is told about, with its HTTP status. */
export class SignupError extends ApiError {
  constructor(
    code: SignupErrorCode,
    status: number,
    message: string,
    fields?: Record<string, string>,
    /** Seconds, for Retry-After on 429. */
    retryAfterS?: number,
  ) {
    super(status, message, {
      code,
      fields,
      headers: retryAfterS === undefined ? {} : { 'Retry-After': String(retryAfterS) },
    });
    this.name = 'SignupError';
  }
}

export const signupErrors = {
  badValidationCode: () =>
    new SignupError(SIGNUP_ERRORS.badValidationCode, 400, CODE_MESSAGES.incorrect, {
      code: CODE_MESSAGES.incorrect,
    }),
  // Every 429 says when to come back: the limiter's window or the locked code's lifetime.
  tooManyAttempts: (retryAfterS: number) =>
    new SignupError(
      SIGNUP_ERRORS.tooManyAttempts,
      429,
      SIGNUP_MESSAGES.tooManyAttempts,
      undefined,
      retryAfterS,
    ),
  emailTaken: () =>
    new SignupError(SIGNUP_ERRORS.emailTaken, 409, MESSAGES.emailTaken, {
      email: MESSAGES.emailTaken,
    }),
  invalidRequest: (fields: Record<string, string>) =>
    new SignupError(SIGNUP_ERRORS.invalidRequest, 400, SIGNUP_MESSAGES.invalidRequest, fields),
  mailFailed: () =>
    new SignupError(SIGNUP_ERRORS.mailFailed, 502, SIGNUP_MESSAGES.validationEmailFailed),
} as const;

/** The code of a refusal the wrapper gives itself; everything about the request is invalid_request. */
const CODES: Partial<Record<RefusalKind, SignupErrorCode>> = {
  'cross-site': SIGNUP_ERRORS.crossSiteRequest,
  'rate-limited': SIGNUP_ERRORS.tooManyAttempts,
  busy: SIGNUP_ERRORS.unexpected,
  unexpected: SIGNUP_ERRORS.unexpected,
};

/** The signup backend's answers (spec section 7): `{error: code, message, fields?}`. */
export function signupDialect(method: string): ApiDialect {
  return {
    messages: {
      'method-not-allowed': `Use ${method}`,
      'cross-site': SIGNUP_MESSAGES.crossSiteRequest,
      'too-large': 'Body too large',
      malformed: 'Malformed JSON',
      unexpected: SIGNUP_MESSAGES.unexpected,
    },
    body: (error): SignupErrorBody => ({
      error:
        (error.code as SignupErrorCode | undefined) ??
        (error.kind && CODES[error.kind]) ??
        SIGNUP_ERRORS.invalidRequest,
      message: error.message,
      ...(error.fields && { fields: error.fields }),
    }),
    answersUnexpected: true,
  };
}
