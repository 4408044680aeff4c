import * as yup from 'yup';
import { reportServerError } from '@/lib/error-reporting/server';
import { DATABASE_BUSY_RETRY_AFTER_S, POSTGRES_LOCK_TIMEOUT_MS, type Db } from '@/lib/server/db';
import { RATE_LIMIT_POLICIES } from '@/lib/server/rate-limit/policies';
import { serveApiHandler } from '@/tests/support/next-api-server';
import {
  closeTestDb,
  countRows,
  openOtherInstance,
  openTestDb,
  testEngine,
} from '@/tests/support/test-db';
import { apiRoute, ApiError, refusals, type ApiDialect, type ApiRoute } from './api-route';
import { FORM_OR_JSON_MESSAGE, JSON_ONLY_MESSAGE } from './json-body';

// Who reports a failure, the wrapper or Next (tests/support/next-api-server.ts stands for Next).
jest.mock('@/lib/error-reporting/server', () => ({
  ...jest.requireActual<object>('@/lib/error-reporting/server'),
  reportServerError: jest.fn(),
}));

/**
 * Each route is served over real HTTP on a real database (a SQLite file, or PostgreSQL under
 * `make unit-postgres`), as Next would run it.
 */
let db: Db;
let site: Awaited<ReturnType<typeof serveApiHandler>> | undefined;

beforeEach(async () => {
  jest.mocked(reportServerError).mockClear();
  db = await openTestDb({ file: true });
});

afterEach(async () => {
  await site?.close();
  site = undefined;
  await closeTestDb(db);
});

async function serve<Body>(route: Omit<ApiRoute<Body>, 'database'>): Promise<string> {
  site = await serveApiHandler(apiRoute({ ...route, database: () => db }));
  return site.origin;
}

const postJson = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const signupSchema = yup.object({
  email: yup.string().email('Enter a valid email').required('Email is required'),
  company: yup.string().required('Company is required'),
});

describe('apiRoute', () => {
  it('answers 405 with Allow for a method the route does not take, and runs nothing', async () => {
    const handle = jest.fn(() => ({ status: 200, body: {} }));
    const url = await serve({ methods: ['GET', 'HEAD'], cache: 'no-store', handle });
    const answer = await fetch(url, { method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ error: 'Method not allowed' });
    expect(handle).not.toHaveBeenCalled();
  });

  it("sets the route's cache policy on its answers, and no-store on refusals", async () => {
    const url = await serve({
      methods: ['GET'],
      cache: 'public, max-age=60, stale-while-revalidate=300',
      handle: ({ req }) =>
        req.url?.includes('bad')
          ? Promise.reject(refusals.invalid('q is required'))
          : { status: 200, body: { ok: true } },
    });
    const good = await fetch(url);
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    const bad = await fetch(`${url}/bad`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(await bad.json()).toEqual({ error: 'q is required' });
  });

  it("leaves an unexpected error to Next, reported once, and never under the route's max-age", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const url = await serve({
      methods: ['GET'],
      // The integration logo's policy: a 500 kept for a year would hide the logo until then.
      cache: 'public, max-age=31536000, stale-while-revalidate=86400',
      handle: () => {
        throw new Error('disk on fire');
      },
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('Internal Server Error');
    expect(reportServerError).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('answers a reply without a body as an empty one (204)', async () => {
    const url = await serve({
      methods: ['POST'],
      cache: 'no-store',
      handle: () => ({ status: 204 }),
    });
    const answer = await fetch(url, { method: 'POST' });
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });

  describe('a JSON body', () => {
    const route = (rule: Partial<NonNullable<ApiRoute<unknown>['body']>> = {}) =>
      serve({
        methods: ['POST'],
        cache: 'no-store',
        rateLimit: 'conversionPerIp',
        body: { maxBytes: 64, ...rule },
        handle: ({ body }) => ({ status: 201, body: { received: body } }),
      });

    it('refuses a body not declared as JSON with 415 and Accept-Post, before counting the limit', async () => {
      const url = await route();
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{"a":1}',
      });
      expect(answer.status).toBe(415);
      expect(answer.headers.get('accept-post')).toBe('application/json');
      expect(await answer.json()).toEqual({ error: JSON_ONLY_MESSAGE });
      expect(await countRows(db, 'rate_limits')).toBe(0);
    });

    it('answers 413 over the size limit and 400 for malformed JSON', async () => {
      const url = await route();
      const big = await postJson(url, JSON.stringify({ pad: 'x'.repeat(100) }));
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ error: 'Body too large' });
      const broken = await postJson(url, '{"a":');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ error: 'Body must be JSON' });
    });

    it('hands the parsed body to the route', async () => {
      const url = await route();
      const answer = await postJson(url, '{"a":1}');
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ received: { a: 1 } });
    });

    it("answers the schema's first problem in its own words", async () => {
      const url = await route({ schema: signupSchema, maxBytes: 1024 });
      const answer = await postJson(url, JSON.stringify({ email: 'nope', company: 'Acme' }));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: 'Enter a valid email' });
    });

    it("answers one message and every field's problem when the route names the message", async () => {
      const url = await route({
        schema: signupSchema,
        maxBytes: 1024,
        invalidMessage: 'The request is not valid',
      });
      const answer = await postJson(url, JSON.stringify({ email: 'nope' }));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        error: 'The request is not valid',
        fields: { email: 'Enter a valid email', company: 'Company is required' },
      });
    });

    it('drops the names every object inherits (constructor, toString) instead of failing on them', async () => {
      const url = await route({ schema: signupSchema, maxBytes: 1024 });
      const answer = await postJson(
        url,
        '{"email":"ann@acme-logistics.com","company":"Acme","constructor":"x","toString":"y","meta":{"valueOf":1,"__proto__":{"polluted":true}}}',
      );
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({
        received: { email: 'ann@acme-logistics.com', company: 'Acme', meta: {} },
      });
      expect(reportServerError).not.toHaveBeenCalled();
    });

    it('takes an array of a few hundred thousand items as any other body', async () => {
      const url = await route({ maxBytes: 1024 * 1024 });
      const wide = `{"fields":[${Array(200_000).fill('0').join(',')}]}`;
      const answer = await postJson(url, wide);
      expect(answer.status).toBe(201);
      expect(
        ((await answer.json()) as { received: { fields: number[] } }).received.fields,
      ).toHaveLength(200_000);
    });

    it('reads an empty body as {} when the route asks for it', async () => {
      const url = await route({ emptyAsObject: true });
      expect(await (await postJson(url, '')).json()).toEqual({ received: {} });
    });
  });

  describe('a form body (the lead view has no JavaScript)', () => {
    const url = () =>
      serve({
        methods: ['POST'],
        cache: 'no-store',
        sameSiteOnly: true,
        body: { maxBytes: 64, acceptsForms: true, emptyAsObject: true },
        handle: ({ body }) => ({ status: 201, body: { received: body } }),
      });
    const postForm = (to: string, body: string) =>
      fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });

    it('hands the fields to the route as text, a name sent more than once as a list', async () => {
      const answer = await postForm(await url(), 'all=true&q=a&q=b+c&q=d&__proto__=x&toString=y');
      expect(answer.status).toBe(201);
      // The names every object inherits are dropped, as in a JSON body.
      expect(await answer.json()).toEqual({ received: { all: 'true', q: ['a', 'b c', 'd'] } });
    });

    it('still takes JSON, and answers malformed JSON or JSON that is no object in JSON', async () => {
      const to = await url();
      expect(await (await postJson(to, '{"all":true}')).json()).toEqual({
        received: { all: true },
      });
      const broken = await postJson(to, '{"all":');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ error: 'Body must be JSON' });
      const notFields = await postJson(to, 'null');
      expect(notFields.status).toBe(400);
      expect(await notFields.json()).toEqual({ error: 'The body must be a JSON object' });
    });

    it('cannot be built without the cross-site check', () => {
      expect(() =>
        apiRoute({
          methods: ['POST'],
          cache: 'no-store',
          body: { maxBytes: 64, acceptsForms: true },
          handle: () => ({ status: 204 }),
        }),
      ).toThrow('A route that accepts form posts must be sameSiteOnly (decision 0110)');
    });

    it('refuses any other media type with 415 naming both', async () => {
      const answer = await fetch(await url(), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'all=true',
      });
      expect(answer.status).toBe(415);
      expect(answer.headers.get('accept-post')).toBe(
        'application/x-www-form-urlencoded, application/json',
      );
      expect(await answer.json()).toEqual({ error: FORM_OR_JSON_MESSAGE });
    });

    it('answers 413 over the size limit', async () => {
      const answer = await postForm(await url(), `q=${'x'.repeat(100)}`);
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ error: 'Body too large' });
    });
  });

  it("answers 429 with Retry-After and the policy's words once the policy is used up", async () => {
    const url = await serve({
      methods: ['GET'],
      cache: 'no-store',
      rateLimit: 'bookingPerIp',
      handle: () => ({ status: 200, body: {} }),
    });
    const { attempts, refusal } = RATE_LIMIT_POLICIES.bookingPerIp;
    for (let i = 0; i < attempts; i += 1) expect((await fetch(url)).status).toBe(200);
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: refusal });
  });

  it.each(['handle', 'guard'] as const)(
    `answers 503 with Retry-After while another instance holds the row's lock, met in %s (${testEngine})`,
    async (where) => {
      const row = { policy: 'p', key: 'k', window_start: 0, count: 1 };
      const other = openOtherInstance(db);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = other.transaction().execute(async (trx) => {
        await trx.insertInto('rate_limits').values(row).execute();
        holding();
        await released;
      });
      try {
        await held;
        const write = () => db.insertInto('rate_limits').values(row).execute();
        const url = await serve({
          methods: ['POST'],
          cache: 'no-store',
          // The lead view's guard counts a failed sign-in in the database before anything else.
          guard: async () => {
            if (where === 'guard') await write();
            return true;
          },
          handle: async () => {
            await write();
            return { status: 201 };
          },
        });
        const answer = await fetch(url, { method: 'POST' });
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe(String(DATABASE_BUSY_RETRY_AFTER_S));
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(await answer.json()).toEqual({
          error: 'The service is busy, please try again shortly',
        });
      } finally {
        release();
        await holder.catch(() => undefined);
        await other.destroy();
      }
    },
    POSTGRES_LOCK_TIMEOUT_MS * 3,
  );

  it('refuses a cross-site browser request with 403 when the route is same-site only', async () => {
    const url = await serve({
      methods: ['POST'],
      cache: 'no-store',
      sameSiteOnly: true,
      handle: () => ({ status: 204 }),
    });
    const foreign = await fetch(url, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'Cross-site requests are not accepted' });
    const own = await fetch(url, { method: 'POST', headers: { origin: url } });
    expect(own.status).toBe(204);
  });

  it('lets a guard answer by itself before anything else', async () => {
    const url = await serve({
      methods: ['GET'],
      cache: 'private, no-store',
      guard: (_req, res) => {
        res.statusCode = 401;
        return false;
      },
      handle: () => ({ status: 200, body: {} }),
    });
    const answer = await fetch(url, { method: 'POST' });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toBe('');
  });

  describe('a dialect', () => {
    const coded: ApiDialect = {
      messages: { 'method-not-allowed': 'Use POST' },
      body: (error) => ({ error: error.code ?? error.kind, message: error.message }),
      answersUnexpected: true,
    };

    it("words the wrapper's refusals and a route's own errors its way", async () => {
      const url = await serve({
        methods: ['POST'],
        cache: 'no-store',
        dialect: coded,
        handle: () => {
          throw new ApiError(409, 'That email is taken', { code: 'email_taken' });
        },
      });
      const wrongMethod = await fetch(url);
      expect(wrongMethod.status).toBe(405);
      expect(await wrongMethod.json()).toEqual({
        error: 'method-not-allowed',
        message: 'Use POST',
      });
      const taken = await fetch(url, { method: 'POST' });
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({ error: 'email_taken', message: 'That email is taken' });
    });

    it('answers an unexpected error with a logged 500 in its own shape', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const url = await serve({
        methods: ['POST'],
        cache: 'no-store',
        dialect: coded,
        handle: () => {
          throw new Error('disk on fire');
        },
      });
      // An address in the path and a secret in the query never reach the server's log.
      const answer = await fetch(`${url}/ann%40acme-logistics.com?secret=s3cr3t`, {
        method: 'POST',
      });
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({ error: 'unexpected', message: 'Internal error' });
      // Reported by the wrapper, which answered it; Next never saw it.
      expect(reportServerError).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledTimes(1);
      const line = String(logged.mock.calls[0]?.[0]);
      expect(line).toMatch(/^\[api\] POST \S*\/\[email\] failed:$/);
      expect(line).not.toMatch(/acme-logistics|s3cr3t/);
    });
  });
});
