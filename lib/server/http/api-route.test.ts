import * as yup from 'yup';
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
import { JSON_ONLY_MESSAGE } from './json-body';

/**
 * Each route is served over real HTTP on a real database (a SQLite file, or PostgreSQL under
 * `make unit-postgres`), as Next would run it.
 */
let db: Db;
let site: Awaited<ReturnType<typeof serveApiHandler>> | undefined;

beforeEach(async () => {
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

    it('reads an empty body as {} when the route asks for it', async () => {
      const url = await route({ emptyAsObject: true });
      expect(await (await postJson(url, '')).json()).toEqual({ received: {} });
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

  it(
    `answers 503 with Retry-After while another instance holds the row's lock (${testEngine})`,
    async () => {
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
        const url = await serve({
          methods: ['POST'],
          cache: 'no-store',
          handle: async ({ db: database }) => {
            await database().insertInto('rate_limits').values(row).execute();
            return { status: 201 };
          },
        });
        const answer = await fetch(url, { method: 'POST' });
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe(String(DATABASE_BUSY_RETRY_AFTER_S));
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
      expect(logged).toHaveBeenCalledTimes(1);
      const line = String(logged.mock.calls[0]?.[0]);
      expect(line).toMatch(/^\[api\] POST \S*\/\[email\] failed:$/);
      expect(line).not.toMatch(/acme-logistics|s3cr3t/);
    });
  });
});
