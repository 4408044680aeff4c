import '@/lib/server/only-on-server';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type * as yup from 'yup';
import { reportablePath, reportServerError } from '@/lib/error-reporting/server';
import { asDatabaseBusy, DATABASE_BUSY_RETRY_AFTER_S, getDb, type Db } from '@/lib/server/db';
import { clientIp } from '@/lib/server/geo/client-ip';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import {
  RATE_LIMIT_POLICIES,
  type RateLimitPolicy,
  type RateLimitPolicyName,
} from '@/lib/server/rate-limit/policies';
import {
  FORM_MEDIA_TYPE,
  FORM_OR_JSON_MESSAGE,
  isFormContentType,
  isJsonContentType,
  JSON_ONLY_MESSAGE,
  JSON_TOO_DEEP_MESSAGE,
  readFormBody,
  readJsonBody,
} from './json-body';
import { isCrossSiteRequest } from './request';

/**
 * The one shape of an API route (docs/decisions/0110): method, cross-site, content type, rate limit,
 * JSON body and its schema are checked here, in that order, before the route's own code runs; every
 * refusal goes through one typed error and one mapping to a status code and its headers.
 */

/** A lock held by another writer (lib/server/db/busy.ts): the client sends the same request again. */
export const DATABASE_BUSY_MESSAGE = 'The service is busy, please try again shortly';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Cache-Control of a route's answers. Refusals are never stored by any cache (`no-store`). */
export type CachePolicy =
  'no-store' | 'private, no-store' | `public, max-age=${number}, stale-while-revalidate=${number}`;

/** The refusals the wrapper gives itself; a route's dialect may word each its own way. */
export type RefusalKind =
  | 'method-not-allowed'
  | 'cross-site'
  | 'unsupported-media-type'
  | 'too-large'
  | 'malformed'
  | 'invalid'
  | 'rate-limited'
  | 'busy'
  | 'unexpected';

interface ApiErrorDetail {
  kind?: RefusalKind;
  /** A machine-readable code, for dialects that carry one (the signup backend's `error`). */
  code?: string;
  /** Field name → message, for 400s that belong to fields. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A refusal with its status: thrown anywhere below a route, answered by the route's dialect. */
export class ApiError extends Error {
  readonly kind?: RefusalKind;
  readonly code?: string;
  readonly fields?: Record<string, string>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    detail: ApiErrorDetail = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = detail.kind;
    this.code = detail.code;
    this.fields = detail.fields;
    this.headers = detail.headers ?? {};
  }
}

const DEFAULT_MESSAGES: Record<RefusalKind, string> = {
  'method-not-allowed': 'Method not allowed',
  'cross-site': 'Cross-site requests are not accepted',
  'unsupported-media-type': JSON_ONLY_MESSAGE,
  'too-large': 'Body too large',
  malformed: 'Body must be JSON',
  invalid: 'The request is not valid',
  'rate-limited': 'Too many requests',
  busy: DATABASE_BUSY_MESSAGE,
  unexpected: 'Internal error',
};

/**
 * How a route writes its refusals: the words of the wrapper's own refusals where they differ, and
 * the body of every ApiError. Spec section 7 contracts differ (the signup backend answers
 * `{error: code, message}`, the forms host HubSpot's v3 shape); most routes answer `{error}`.
 */
export interface ApiDialect {
  messages?: Partial<Record<RefusalKind, string>>;
  body: (error: ApiError) => unknown;
  /** Answer an unexpected error with a 500 in this dialect; otherwise Next answers it as a crash. */
  answersUnexpected?: boolean;
  /**
   * A page for a browser's own request (its Accept names text/html: a link followed, a form
   * posted), where JSON would show as raw text; other clients still get `body`.
   */
  page?: (error: ApiError, req: NextApiRequest) => string;
}

/** `{error: message}`, plus `fields` when the refusal names fields. */
export const plainDialect: ApiDialect = {
  body: (error) => ({ error: error.message, ...(error.fields && { fields: error.fields }) }),
};

/** The refusals the wrapper and routes throw; `kind` lets a dialect word each its own way. */
export const refusals = {
  methodNotAllowed: (allowed: readonly HttpMethod[], message?: string) =>
    new ApiError(405, message ?? DEFAULT_MESSAGES['method-not-allowed'], {
      kind: 'method-not-allowed',
      headers: { Allow: allowed.join(', ') },
    }),
  crossSite: (message?: string) =>
    new ApiError(403, message ?? DEFAULT_MESSAGES['cross-site'], { kind: 'cross-site' }),
  // RFC 9110's way to say what would be accepted (docs/decisions/0110).
  unsupportedMediaType: (message?: string, accepted: readonly string[] = ['application/json']) =>
    new ApiError(415, message ?? DEFAULT_MESSAGES['unsupported-media-type'], {
      kind: 'unsupported-media-type',
      headers: { 'Accept-Post': accepted.join(', ') },
    }),
  tooLarge: (message?: string) =>
    new ApiError(413, message ?? DEFAULT_MESSAGES['too-large'], { kind: 'too-large' }),
  malformed: (message?: string) =>
    new ApiError(400, message ?? DEFAULT_MESSAGES.malformed, { kind: 'malformed' }),
  /** A 400 for input that parsed but breaks a rule: one message, and each field's problem. */
  invalid: (message: string, fields?: Record<string, string>) =>
    new ApiError(400, message, { kind: 'invalid', fields }),
  rateLimited: (retryAfterS: number, message?: string) =>
    new ApiError(429, message ?? DEFAULT_MESSAGES['rate-limited'], {
      kind: 'rate-limited',
      headers: { 'Retry-After': String(retryAfterS) },
    }),
  busy: (message?: string) =>
    new ApiError(503, message ?? DEFAULT_MESSAGES.busy, {
      kind: 'busy',
      headers: { 'Retry-After': String(DATABASE_BUSY_RETRY_AFTER_S) },
    }),
  unexpected: (message?: string) =>
    new ApiError(500, message ?? DEFAULT_MESSAGES.unexpected, { kind: 'unexpected' }),
} as const;

/**
 * The one mapping from what a route throws to the refusal it answers. A new typed error of
 * lib/server (a database-busy error, say) gets its status here and nowhere else.
 */
export function refusalFor(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  // A lock held past the statement's busy timeout: one test for it, in lib/server/db (busy.ts).
  if (asDatabaseBusy(error)) return refusals.busy();
  return undefined;
}

/**
 * A JSON body (or an HTML form's, with `acceptsForms`): read by the wrapper (routes turn Next's
 * parser off), limited, then checked.
 */
export interface JsonBodyRule<Body> {
  maxBytes: number;
  /** Checked with the very schema the browser uses; its cast value is what `handle` gets. */
  schema?: yup.Schema<Body>;
  /**
   * Without it a 400 carries the first problem's own words; with it, this message and every
   * field's problem (`{error, fields}`).
   */
  invalidMessage?: string;
  /** An empty body reads as `{}` (its fields then fail the schema) rather than as malformed. */
  emptyAsObject?: boolean;
  /**
   * An HTML form's post (application/x-www-form-urlencoded) is taken too, its fields as strings (a
   * name sent twice as a list): the lead view has no JavaScript. A JSON body must then be an object
   * too. A form post is a CORS simple request, so such a route must be `sameSiteOnly`.
   */
  acceptsForms?: boolean;
}

export interface ApiContext<Body> {
  req: NextApiRequest;
  res: NextApiResponse;
  body: Body;
  /** The database the wrapper counted the rate limit in (tests may inject their own). */
  db: () => Db;
  /** Counts one attempt against a per-IP (or per-`key`) policy; throws the 429 when over it. */
  limit: (policy: RateLimitPolicyName, key?: string) => Promise<void>;
}

/** A JSON answer (no body: an empty one, as for 204). Handlers that stream or redirect return nothing. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiRoute<Body> {
  methods: readonly HttpMethod[];
  cache: CachePolicy;
  /** Refuse browser requests sent from another site (CSRF) before anything else is read. */
  sameSiteOnly?: boolean;
  /** Counted per client address before the body is read (the policy's table names its refusal). */
  rateLimit?: RateLimitPolicyName;
  body?: JsonBodyRule<Body>;
  dialect?: ApiDialect;
  /**
   * Runs first: answers by itself when it returns false, or throws the refusal for the dialect to
   * word (the lead view's basic auth).
   */
  guard?: (req: NextApiRequest, res: NextApiResponse) => boolean | Promise<boolean>;
  /** The database for rate limits and `ctx.db` (tests inject their own). */
  database?: () => Db;
  handle: (context: ApiContext<Body>) => Promise<Reply | void> | Reply | void;
}

const POLICIES: Record<RateLimitPolicyName, RateLimitPolicy> = RATE_LIMIT_POLICIES;

function sendReply(res: NextApiResponse, { status, body, headers = {} }: Reply): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

const NOT_AN_OBJECT_MESSAGE = 'The body must be a JSON object';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function takesMediaType(req: NextApiRequest, rule: JsonBodyRule<unknown>): boolean {
  return isJsonContentType(req) || (rule.acceptsForms === true && isFormContentType(req));
}

function unsupportedMediaType(
  rule: JsonBodyRule<unknown>,
  messages: Partial<Record<RefusalKind, string>>,
): ApiError {
  const message = messages['unsupported-media-type'];
  if (!rule.acceptsForms) return refusals.unsupportedMediaType(message);
  return refusals.unsupportedMediaType(message ?? FORM_OR_JSON_MESSAGE, [
    FORM_MEDIA_TYPE,
    'application/json',
  ]);
}

async function readBody<Body>(
  req: NextApiRequest,
  rule: JsonBodyRule<Body>,
  messages: Partial<Record<RefusalKind, string>>,
): Promise<Body> {
  if (req.body !== undefined) {
    throw new Error(`${req.url ?? 'a route'} reads its own body: turn Next's bodyParser off`);
  }
  const read =
    rule.acceptsForms && isFormContentType(req)
      ? await readFormBody(req, rule.maxBytes)
      : await readJsonBody(req, rule.maxBytes, { emptyAsObject: rule.emptyAsObject });
  if (!read.ok) {
    if (read.problem === 'content-type') throw unsupportedMediaType(rule, messages);
    if (read.problem === 'too-large') throw refusals.tooLarge(messages['too-large']);
    // Too deep is malformed in every dialect, in its own words (docs/decisions/0110).
    if (read.problem === 'too-deep') throw refusals.malformed(JSON_TOO_DEEP_MESSAGE);
    throw refusals.malformed(messages.malformed);
  }
  if (rule.acceptsForms && !isObject(read.value)) throw refusals.invalid(NOT_AN_OBJECT_MESSAGE);
  if (!rule.schema) return read.value as Body;
  try {
    // yup enforces noUnknown() only when stripUnknown is false in so many words.
    return rule.schema.validateSync(read.value, {
      abortEarly: rule.invalidMessage === undefined,
      stripUnknown: false,
    });
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ValidationError')) throw error;
    const invalid = error as yup.ValidationError;
    if (rule.invalidMessage === undefined) throw refusals.invalid(problemMessage(invalid));
    throw refusals.invalid(rule.invalidMessage, fieldProblems(invalid));
  }
}

const EXPECTED_TYPES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date',
  object: 'an object',
  array: 'a list',
};

/**
 * A body's problem in plain words. A rule's own message stays; yup's default for a value of the
 * wrong type ("this must be a `object` type, but the final value was: `[]`") becomes
 * "The body must be a JSON object" or "password must be text".
 */
export function problemMessage(problem: yup.ValidationError): string {
  if (problem.type !== 'typeError' || !/must be a `\w+` type/.test(problem.message)) {
    return problem.message;
  }
  if (!problem.path) return NOT_AN_OBJECT_MESSAGE;
  const expected = String((problem.params as { type?: unknown } | undefined)?.type ?? '');
  return `${problem.path} must be ${EXPECTED_TYPES[expected] ?? 'of another type'}`;
}

/** Each field's first problem, in plain words; the body's own under `body`. */
export function fieldProblems(error: yup.ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of error.inner.length > 0 ? error.inner : [error]) {
    fields[problem.path || 'body'] ??= problemMessage(problem);
  }
  return fields;
}

/**
 * Builds a route's handler. Order: guard, method, cross-site, rate limit, body (type, size, JSON or
 * form, schema), then `handle`. The content type is checked before the limit is counted, so a refused
 * cross-site post counts against nobody's address.
 */
export function apiRoute<Body = unknown>(route: ApiRoute<Body>): NextApiHandler {
  // Any site can post a form to any other without asking (no CORS preflight): refused at build.
  if (route.body?.acceptsForms && !route.sameSiteOnly) {
    throw new Error('A route that accepts form posts must be sameSiteOnly (decision 0110)');
  }
  const dialect = route.dialect ?? plainDialect;
  const messages = dialect.messages ?? {};
  const database = route.database ?? getDb;
  const limit = (req: NextApiRequest) => async (policy: RateLimitPolicyName, key?: string) => {
    const result = await consumeRateLimit(database(), policy, key ?? clientIp(req) ?? 'unknown');
    if (!result.allowed) {
      throw refusals.rateLimited(
        result.retryAfterS,
        messages['rate-limited'] ?? POLICIES[policy].refusal,
      );
    }
  };

  return async function handler(req, res) {
    try {
      // Inside the mapping: the lead view's guard counts failed sign-ins in the database, and a
      // lock held there is a 503 with Retry-After like any other.
      if (route.guard && !(await route.guard(req, res))) {
        res.end();
        return;
      }
      if (!(route.methods as readonly string[]).includes(req.method ?? '')) {
        throw refusals.methodNotAllowed(route.methods, messages['method-not-allowed']);
      }
      if (route.sameSiteOnly && isCrossSiteRequest(req)) {
        throw refusals.crossSite(messages['cross-site']);
      }
      if (route.body && !takesMediaType(req, route.body)) {
        throw unsupportedMediaType(route.body, messages);
      }
      if (route.rateLimit) await limit(req)(route.rateLimit);
      const body = route.body ? await readBody(req, route.body, messages) : (undefined as Body);
      res.setHeader('Cache-Control', route.cache);
      const reply = await route.handle({ req, res, body, db: database, limit: limit(req) });
      if (reply) sendReply(res, reply);
    } catch (thrown) {
      let refusal = refusalFor(thrown);
      if (res.headersSent) throw thrown;
      // A refusal or a failure is about this one request: no cache may keep it, Next's own 500
      // (which keeps the headers set so far, the route's public max-age among them) included.
      res.setHeader('Cache-Control', 'no-store');
      if (!refusal) {
        if (!dialect.answersUnexpected) throw thrown;
        // The path without its query (a preview secret) or an address in it, as reported below.
        console.error(`[api] ${req.method ?? ''} ${reportablePath(req.url ?? '')} failed:`, thrown);
        // Answered here, so Next never sees it: reported here (Next reports what it catches).
        reportServerError(thrown, {
          method: req.method ?? '',
          path: req.url ?? '',
          userAgent: req.headers['user-agent'],
        });
        refusal = refusals.unexpected(messages.unexpected);
      }
      if (dialect.page && req.headers.accept?.includes('text/html')) {
        for (const [name, value] of Object.entries(refusal.headers)) res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.status(refusal.status).send(dialect.page(refusal, req));
        return;
      }
      sendReply(res, {
        status: refusal.status,
        body: dialect.body(refusal),
        headers: refusal.headers,
      });
    }
  };
}
