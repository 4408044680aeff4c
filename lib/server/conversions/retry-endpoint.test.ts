import { resetEnvForTests } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import handler from '@/pages/api/conversions/retry';
import { DEMO_FORM_OBJECT } from '@/tests/support/conversions';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { openTestDb } from '@/tests/support/test-db';
import { fbConversionSchema } from '@/lib/contracts/conversions';
import { SCHEDULER_REFUSAL } from '@/lib/server/http/scheduler-route';
import { listConversions, sendMetaConversion } from '.';
import { CONVERSION_RETRY } from './store';

/**
 * POST /api/conversions/retry, what a scheduler calls where no process runs between requests
 * (docs/deploy.md): refused without CRON_SECRET; otherwise the due conversions go to Meta again.
 * Meta's Graph API cannot be reached from here: a stand-in answers fetch to graph.facebook.com as
 * it does (200 {"events_received":1}); every other request goes through.
 */
const SECRET = 'conversions-retry-test-secret-0123456789abcdef';
const META = { META_PIXEL_ID: '1234567890', META_ACCESS_TOKEN: 'token', META_API_VERSION: 'v21.0' };
const realFetch = global.fetch;
const graphCalls: unknown[] = [];

let db: Db;
let server: Awaited<ReturnType<typeof serveApiHandler>>;

beforeAll(async () => {
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).startsWith('https://graph.facebook.com/')) return realFetch(input, init);
    graphCalls.push(JSON.parse(String(init?.body)));
    return new Response('{"events_received":1}', { status: 200 });
  }) as typeof fetch;
  Object.assign(process.env, { CRON_SECRET: SECRET, ...META });
  resetEnvForTests();
  db = await openTestDb({ asProcessDb: true });
  server = await serveApiHandler(handler);
});

afterAll(async () => {
  await server.close();
  global.fetch = realFetch;
  for (const name of ['CRON_SECRET', 'META_PIXEL_ID', 'META_ACCESS_TOKEN', 'META_API_VERSION'])
    delete process.env[name];
  resetEnvForTests();
});

const call = (authorization?: string) =>
  fetch(server.origin, {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });

it('refuses a caller without the secret, and sends nothing', async () => {
  const answer = await call('Bearer not-the-secret');
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({ error: SCHEDULER_REFUSAL });
});

it('sends a conversion that met Meta down once its next attempt is due', async () => {
  const down = (async () => {
    throw new TypeError('fetch failed');
  }) as unknown as typeof fetch;
  const eventId = 'evt-endpoint';
  const request = fbConversionSchema.validateSync({
    formObject: { ...DEMO_FORM_OBJECT, client_user_agent: 'Mozilla/5.0 Test' },
    eventId,
  });
  // Met Meta down long enough ago that its next attempt is due now.
  const then = Date.now() - CONVERSION_RETRY.delaysMs[0]! - 1000;
  await sendMetaConversion(db, request, { now: then, clientIp: undefined }, META, down);

  const answer = await call(`Bearer ${SECRET}`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ sent: 1 });
  expect(graphCalls).toHaveLength(1);
  expect(await listConversions(db)).toMatchObject([
    { event_id: eventId, status: 'sent', attempts: 2, next_attempt_at: null },
  ]);
});
