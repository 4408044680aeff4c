import '@/lib/server/only-on-server';
import {
  SIGNUP_ERRORS,
  SIGNUP_MESSAGES,
  type SignupErrorBody,
  type SignupErrorCode,
} from '@/api-clients/signup';
import { CODE_MESSAGES } from '@/lib/validation/code';
import { MESSAGES } from '@/lib/validation/messages';

/** An outcome of the signup backend that the visitor is told about, with its HTTP status. */
export class SignupError extends Error {
  constructor(
    readonly code: SignupErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds, for Retry-After on 429. */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'SignupError';
  }

  toBody(): SignupErrorBody {
    return { error: this.code, message: this.message, ...(this.fields && { fields: this.fields }) };
  }
}

export const signupErrors = {
  badValidationCode: () =>
    new SignupError(SIGNUP_ERRORS.badValidationCode, 400, CODE_MESSAGES.incorrect, {
      code: CODE_MESSAGES.incorrect,
    }),
  tooManyAttempts: (retryAfterS?: number) =>
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
  crossSiteRequest: () =>
    new SignupError(SIGNUP_ERRORS.crossSiteRequest, 403, SIGNUP_MESSAGES.crossSiteRequest),
  mailFailed: () =>
    new SignupError(SIGNUP_ERRORS.mailFailed, 502, SIGNUP_MESSAGES.validationEmailFailed),
} as const;
