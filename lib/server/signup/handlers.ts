import '@/lib/server/only-on-server';
import type { ServerResponse } from 'node:http';
import { SIGNUP_ERRORS, SIGNUP_MESSAGES } from '@/api-clients/signup';
import { env } from '@/lib/env';
import { getDb, type Db } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import {
  isJsonContentType,
  JSON_ONLY_MESSAGE,
  JSON_TOO_DEEP_MESSAGE,
  parseJson,
} from '@/lib/server/http/json-body';
import { emailSchema, MESSAGES } from '@/lib/validation';
import { SignupError, signupErrors } from './errors';
import {
  anonymousIdOf,
  BodyTooLargeError,
  isCrossSiteRequest,
  readRawBody,
  sendJson,
  type ApiRequest,
} from './http';
import { proxyToSignupBackend } from './proxy';
import {
  checkEmailAvailable,
  completeSignup,
  sendValidationEmail,
  type RequestContext,
} from './service';

/** What a handler needs from the outside world; tests pass their own database and clock. */
export interface SignupDeps {
  db?: () => Db;
  now?: () => number;
}

type Outcome = { status: number; body: unknown };
type Action = (input: {
  req: ApiRequest;
  db: Db;
  context: RequestContext;
  body: unknown;
}) => Promise<Outcome>;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The shell of every /api/1 route: proxy mode, method, cross-site and content-type checks, JSON
 * parsing, and one mapping from outcomes to status codes. Routes only name their action.
 */
function signupRoute(method: 'GET' | 'POST', action: Action, deps: SignupDeps = {}) {
  return async function handler(req: ApiRequest, res: ServerResponse): Promise<void> {
    const { SIGNUP_API_URL } = env();
    if (SIGNUP_API_URL) return proxyToSignupBackend(req, res, SIGNUP_API_URL);
    try {
      if (req.method !== method) {
        return sendJson(
          res,
          405,
          { error: SIGNUP_ERRORS.invalidRequest, message: `Use ${method}` },
          { Allow: method },
        );
      }
      let body: unknown;
      if (STATE_CHANGING.has(method)) {
        if (isCrossSiteRequest(req)) throw signupErrors.crossSiteRequest();
        if (!isJsonContentType(req)) {
          return sendJson(
            res,
            415,
            { error: SIGNUP_ERRORS.invalidRequest, message: JSON_ONLY_MESSAGE },
            { 'Accept-Post': 'application/json' },
          );
        }
        let text: string;
        try {
          text = (await readRawBody(req)).toString('utf8');
        } catch (error) {
          const tooLarge = error instanceof BodyTooLargeError;
          return sendJson(res, tooLarge ? 413 : 400, {
            error: SIGNUP_ERRORS.invalidRequest,
            message: tooLarge ? 'Body too large' : 'Malformed JSON',
          });
        }
        const parsed = parseJson(text || '{}');
        if (!parsed.ok) {
          return sendJson(res, 400, {
            error: SIGNUP_ERRORS.invalidRequest,
            message: parsed.problem === 'too-deep' ? JSON_TOO_DEEP_MESSAGE : 'Malformed JSON',
          });
        }
        body = parsed.value;
      }
      const db = (deps.db ?? getDb)();
      const context = {
        // Limits need a key even when no address is known.
        ip: clientIp(req) ?? 'unknown',
        anonymousId: anonymousIdOf(req),
        now: (deps.now ?? Date.now)(),
      };
      const outcome = await action({ req, db, context, body });
      return sendJson(res, outcome.status, outcome.body);
    } catch (error) {
      if (error instanceof SignupError) {
        const headers: Record<string, string> = error.retryAfterS
          ? { 'Retry-After': String(error.retryAfterS) }
          : {};
        return sendJson(res, error.status, error.toBody(), headers);
      }
      console.error(`[signup] ${req.method ?? ''} ${req.url ?? ''} failed:`, error);
      return sendJson(res, 500, {
        error: SIGNUP_ERRORS.unexpected,
        message: SIGNUP_MESSAGES.unexpected,
      });
    }
  };
}

const EMAIL_AVAILABLE_PREFIX = '/api/1/email_available/';

/** GET /api/1/email_available/{email}: {status:'available'} or 409 (spec section 7). */
export const emailAvailableHandler = (deps?: SignupDeps) =>
  signupRoute(
    'GET',
    async ({ req, db, context }) => {
      // Read from the URL itself so the handler works the same under Next and a bare server.
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const raw = path.startsWith(EMAIL_AVAILABLE_PREFIX)
        ? path.slice(EMAIL_AVAILABLE_PREFIX.length)
        : '';
      let email: string;
      try {
        email = (await emailSchema().validate(decodeURIComponent(raw))) ?? '';
      } catch {
        throw signupErrors.invalidRequest({ email: MESSAGES.invalidEmail });
      }
      if (!checkEmailAvailable(db, email, context)) throw signupErrors.emailTaken();
      return { status: 200, body: { status: 'available' } };
    },
    deps,
  );

/** POST /api/1/send_validation_email: mails a six-digit code and keeps a pending signup. */
export const sendValidationEmailHandler = (deps?: SignupDeps) =>
  signupRoute(
    'POST',
    async ({ db, context, body }) => {
      const { expiresAt } = await sendValidationEmail(db, body, context);
      return {
        status: 200,
        body: { status: 'sent', expires_at: new Date(expiresAt).toISOString() },
      };
    },
    deps,
  );

/** POST /api/1/signup: creates the account and answers the one-time sign-in link. */
export const signupHandler = (deps?: SignupDeps) =>
  signupRoute(
    'POST',
    async ({ db, context, body }) => ({
      status: 201,
      body: await completeSignup(db, body, context),
    }),
    deps,
  );

/**
 * Any other /api/1 path: the external backend's business when one is configured, else unknown.
 * Exported for other /api/1 routes that must follow proxy mode too.
 */
export async function signupBackendOr404(req: ApiRequest, res: ServerResponse): Promise<void> {
  const { SIGNUP_API_URL } = env();
  if (SIGNUP_API_URL) return proxyToSignupBackend(req, res, SIGNUP_API_URL);
  sendJson(res, 404, { error: SIGNUP_ERRORS.invalidRequest, message: 'Unknown endpoint' });
}
