import '@/lib/server/only-on-server';
import type { NextApiHandler, NextApiRequest } from 'next';
import { SIGNUP_ERRORS } from '@/lib/contracts/signup';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import type { Db } from '@/lib/server/db';
import { anonymousIdToKeep } from '@/lib/server/events/anonymous-id';
import { clientIp } from '@/lib/server/geo/client-ip';
import { apiRoute } from '@/lib/server/http/api-route';
import { header } from '@/lib/server/http/request';
import { emailSchema, MESSAGES } from '@/lib/validation';
import { SignupError, signupDialect, signupErrors } from './errors';
import { followSignupProxyMode, SIGNUP_BODY_LIMIT_BYTES } from './proxy';
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
  req: NextApiRequest;
  db: Db;
  context: RequestContext;
  body: unknown;
}) => Promise<Outcome>;

/** The anonymous visitor id header (a UUID), kept with the signup to join it to analytics. */
function anonymousIdOf(req: NextApiRequest): string | null {
  return anonymousIdToKeep(header(req, ANONYMOUS_ID_HEADER));
}

/**
 * Every /api/1 route: proxy mode first, then the site's one route shape (lib/server/http/api-route)
 * in the signup backend's dialect. A POST is same-site only and JSON; an empty body is `{}`, whose
 * missing fields the service names. Routes only name their action.
 */
function signupRoute(method: 'GET' | 'POST', action: Action, deps: SignupDeps = {}) {
  const now = deps.now ?? Date.now;
  return followSignupProxyMode(
    apiRoute<unknown>({
      methods: [method],
      // Answers about accounts are personal: no cache may keep them.
      cache: 'no-store',
      sameSiteOnly: method === 'POST',
      body:
        method === 'POST' ? { maxBytes: SIGNUP_BODY_LIMIT_BYTES, emptyAsObject: true } : undefined,
      dialect: signupDialect(method),
      database: deps.db,
      handle: ({ req, db, body }) =>
        action({
          req,
          db: db(),
          body,
          // Limits need a key even when no address is known.
          context: { ip: clientIp(req) ?? 'unknown', anonymousId: anonymousIdOf(req), now: now() },
        }),
    }),
  );
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
      if (!(await checkEmailAvailable(db, email, context))) throw signupErrors.emailTaken();
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

/** Any other /api/1 path: the external backend's business when one is configured, else unknown. */
export const signupBackendOr404: NextApiHandler = followSignupProxyMode(
  apiRoute({
    // Unknown whatever the method: a 404, never a 405 that says the path exists.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    cache: 'no-store',
    dialect: signupDialect('GET'),
    handle: () => {
      throw new SignupError(SIGNUP_ERRORS.invalidRequest, 404, 'Unknown endpoint');
    },
  }),
);
