import '@/lib/server/only-on-server';
import * as yup from 'yup';
import type { SignupResponse } from '@/lib/contracts/signup';
import { PATHS } from '@/constants/links';
import { env } from '@/lib/env';
import {
  checkVerificationCode,
  consumePendingSignup,
  createAccountWithFirstAdmin,
  createSignInToken,
  hashPassword,
  isCommonPassword,
  isEmailRegistered,
  newVerificationCode,
  normaliseEmail,
  savePendingSignup,
  verifyPassword,
} from '@/lib/server/accounts';
import type { Db } from '@/lib/server/db';
import { fieldProblems } from '@/lib/server/http/api-route';
import { mailFailure, sendMail } from '@/lib/server/mail';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import type { RateLimitPolicyName } from '@/lib/server/rate-limit/policies';
import { PASSWORD_MESSAGES } from '@/lib/validation/password';
import { signupErrors } from './errors';
import {
  sendValidationEmailSchema,
  signupSchema,
  type SendValidationEmailInput,
  type SignupInput,
} from './schemas';
import { verificationMail } from './verification-mail';

/** Who is asking, and when: the clock is injected so tests can move it. */
export interface RequestContext {
  ip: string;
  anonymousId: string | null;
  now: number;
}

/** Validates a body with a shared schema; every broken field comes back with its message. */
export async function parseBody<T>(schema: yup.AnyObjectSchema, body: unknown): Promise<T> {
  try {
    return (await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    throw signupErrors.invalidRequest(fieldProblems(error));
  }
}

async function limit(db: Db, policy: RateLimitPolicyName, key: string, now: number): Promise<void> {
  const result = await consumeRateLimit(db, policy, key, now);
  if (!result.allowed) throw signupErrors.tooManyAttempts(result.retryAfterS);
}

/**
 * Retry-After for a code killed by wrong guesses. No wait lifts that lock, only a new code does
 * (send_validation_email), so the one honest bound is the
 * time the dead code had left to live: by then it would be refused anyway (docs/decisions/0255).
 * Once that is over (the lock stands until a new code), 1 second: every retry still counts against
 * signupPerEmail, whose own 429 then says how long its window lasts. The expiry is read here because
 * checkVerificationCode (lib/server/accounts) does not return it with 'locked'.
 */
async function lockedCodeRetryAfterS(db: Db, email: string, now: number): Promise<number> {
  const pending = await db
    .selectFrom('pending_signups')
    .select('expires_at')
    .where('email', '=', email)
    .executeTakeFirst();
  return Math.max(1, Math.ceil(((pending?.expires_at ?? now) - now) / 1000));
}

/** GET /api/1/email_available/{email}: free unless an account already uses it. */
export async function checkEmailAvailable(
  db: Db,
  email: string,
  context: RequestContext,
): Promise<boolean> {
  await limit(db, 'emailAvailablePerIp', context.ip, context.now);
  return !(await isEmailRegistered(db, email));
}

/**
 * POST /api/1/send_validation_email. The code is mailed first and stored only once the mail is
 * out, so a mail failure leaves no pending signup behind (and an earlier code keeps working).
 */
export async function sendValidationEmail(
  db: Db,
  body: unknown,
  context: RequestContext,
): Promise<{ expiresAt: number }> {
  await limit(db, 'sendValidationEmailPerIp', context.ip, context.now);
  const input = await parseBody<SendValidationEmailInput>(sendValidationEmailSchema, body);
  const email = normaliseEmail(input.email);
  await limit(db, 'sendValidationEmailPerEmail', email, context.now);
  if (isCommonPassword(input.password)) {
    throw signupErrors.invalidRequest({ password: PASSWORD_MESSAGES.common });
  }
  if (await isEmailRegistered(db, email)) throw signupErrors.emailTaken();

  const passwordHash = await hashPassword(input.password);
  const code = newVerificationCode();
  try {
    await sendMail(verificationMail(email, code));
  } catch (error) {
    console.error(`[signup] the verification mail could not be sent (${mailFailure(error)})`);
    throw signupErrors.mailFailed();
  }
  const { expiresAt } = await savePendingSignup(
    db,
    {
      email,
      passwordHash,
      affiliate: input.affiliate || null,
      origin: input.origin || null,
      anonymousId: context.anonymousId,
    },
    code,
    context.now,
  );
  return { expiresAt };
}

/**
 * POST /api/1/signup: checks the code, then creates the company account and its first admin in one
 * transaction that also uses the code up, and answers a one-time sign-in link.
 */
export async function completeSignup(
  db: Db,
  body: unknown,
  context: RequestContext,
): Promise<SignupResponse> {
  await limit(db, 'signupPerIp', context.ip, context.now);
  const input = await parseBody<SignupInput>(signupSchema, body);
  const email = normaliseEmail(input.email);
  await limit(db, 'signupPerEmail', email, context.now);
  if (await isEmailRegistered(db, email)) throw signupErrors.emailTaken();

  const check = await checkVerificationCode(db, email, input.code, context.now);
  if (check.status === 'locked') {
    throw signupErrors.tooManyAttempts(await lockedCodeRetryAfterS(db, email, context.now));
  }
  if (check.status !== 'valid') throw signupErrors.badValidationCode();
  const { pending } = check;
  // The code proves the mailbox; the password proves this is the person who asked for the code.
  if (!(await verifyPassword(input.password, pending.passwordHash))) {
    throw signupErrors.invalidRequest({ password: PASSWORD_MESSAGES.mismatch });
  }

  const created = await db.transaction().execute(async (trx) => {
    if (!(await consumePendingSignup(trx, pending))) return undefined;
    const account = await createAccountWithFirstAdmin(
      trx,
      {
        email,
        givenName: input.given_name,
        familyName: input.family_name,
        passwordHash: pending.passwordHash,
        company: input.company,
        industry: input.industry,
        size: input.size,
        affiliate: input.affiliate || pending.affiliate,
        origin: input.origin || pending.origin,
        anonymousId: context.anonymousId ?? pending.anonymousId,
      },
      context.now,
    );
    return { ...account, token: await createSignInToken(trx, account.firstAdminId, context.now) };
  });
  // A twin request got there first (the pending signup is gone): this one creates nothing.
  if (!created) {
    throw (await isEmailRegistered(db, email))
      ? signupErrors.emailTaken()
      : signupErrors.badValidationCode();
  }

  const url = new URL(PATHS.welcome, env().SITE_URL);
  url.searchParams.set('token', created.token);
  return {
    id: created.accountId,
    first_admin_id: created.firstAdminId,
    first_login_url: url.toString(),
  };
}
