import { fbConversionSchema } from '@/lib/contracts/conversions';
import { DEMO_FORM_OBJECT } from '@/tests/support/conversions';
import { openTestDb } from '@/tests/support/test-db';
import { listConversions, sendMetaConversion } from '.';
import { metaSender } from './meta';
import { retryDueConversions } from './retry';
import { CONVERSION_RETRY } from './store';

/**
 * "Nothing a visitor submitted is ever lost, even when a provider is down": a conversion Meta
 * could not take is sent again, the same payload under the same event id, on a real SQLite file.
 * The stand-in answers as the Graph API does (200 {"events_received":1}, or an error object).
 */
const META = { META_PIXEL_ID: '1234567890', META_ACCESS_TOKEN: 'token', META_API_VERSION: 'v21.0' };
const T0 = Date.UTC(2026, 10, 30, 12, 0, 0);

const request = (eventId: string) =>
  fbConversionSchema.validateSync({
    formObject: { ...DEMO_FORM_OBJECT, client_user_agent: 'Mozilla/5.0 Test' },
    eventId,
  });

/** The Graph API, answering each call with the next of `answers` (then the last again). */
function graphApi(answers: (number | 'down')[]) {
  const bodies: unknown[] = [];
  const fetcher = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const answer = answers[Math.min(bodies.length - 1, answers.length - 1)]!;
    if (answer === 'down') throw new TypeError('fetch failed');
    return answer === 200
      ? new Response('{"events_received":1}', { status: 200 })
      : new Response('{"error":{"message":"Service temporarily unavailable"}}', {
          status: answer,
        });
  }) as unknown as typeof fetch;
  return { fetcher, bodies };
}

/** The browser's conversion arriving at T0, sent to Meta through `fetcher`. */
const firstAttempt = (
  db: Awaited<ReturnType<typeof openTestDb>>,
  eventId: string,
  fetcher: typeof fetch,
) => sendMetaConversion(db, request(eventId), { now: T0, clientIp: undefined }, META, fetcher);

const rows = async (db: Awaited<ReturnType<typeof openTestDb>>) =>
  (await listConversions(db)).map(({ event_id, status, attempts, next_attempt_at }) => ({
    event_id,
    status,
    attempts,
    next_attempt_at,
  }));

it('sends a conversion again once Meta is back, the same payload once, and then stops', async () => {
  const db = await openTestDb();
  const graph = graphApi(['down', 503, 200]);
  const senders = { meta: metaSender(META, graph.fetcher), linkedin: null };
  await expect(firstAttempt(db, 'evt-down', graph.fetcher)).resolves.toBe('failed');
  const [firstDelay, secondDelay] = CONVERSION_RETRY.delaysMs;
  expect(await rows(db)).toEqual([
    { event_id: 'evt-down', status: 'failed', attempts: 1, next_attempt_at: T0 + firstDelay },
  ]);

  // Not due yet: nothing is sent.
  expect(await retryDueConversions(db, senders, T0 + firstDelay - 1)).toBe(0);
  expect(graph.bodies).toHaveLength(1);
  // Due: a 503 again, so a later attempt.
  const second = T0 + firstDelay;
  expect(await retryDueConversions(db, senders, second)).toBe(0);
  expect(await rows(db)).toEqual([
    { event_id: 'evt-down', status: 'failed', attempts: 2, next_attempt_at: second + secondDelay },
  ]);
  // Back: sent, with the payload first stored.
  expect(await retryDueConversions(db, senders, second + secondDelay)).toBe(1);
  expect(await rows(db)).toEqual([
    { event_id: 'evt-down', status: 'sent', attempts: 3, next_attempt_at: null },
  ]);
  expect(graph.bodies).toHaveLength(3);
  expect(graph.bodies[2]).toEqual(graph.bodies[0]);
  // Nothing left to send.
  expect(await retryDueConversions(db, senders, second + 10 * secondDelay)).toBe(0);
  expect(graph.bodies).toHaveLength(3);
});

it('does not send again what Meta refused (a 400), and gives up after the last attempt', async () => {
  const db = await openTestDb();
  const refusing = graphApi([400]);
  await firstAttempt(db, 'evt-refused', refusing.fetcher);
  expect(await rows(db)).toEqual([
    { event_id: 'evt-refused', status: 'failed', attempts: 1, next_attempt_at: null },
  ]);

  const down = graphApi(['down']);
  const senders = { meta: metaSender(META, down.fetcher), linkedin: null };
  await firstAttempt(db, 'evt-gone', down.fetcher);
  let now = T0;
  for (const delay of CONVERSION_RETRY.delaysMs) {
    now += delay;
    await retryDueConversions(db, senders, now);
  }
  const gone = (await rows(db)).find((row) => row.event_id === 'evt-gone');
  expect(gone).toEqual({
    event_id: 'evt-gone',
    status: 'failed',
    attempts: CONVERSION_RETRY.delaysMs.length + 1,
    next_attempt_at: null,
  });
  expect(down.bodies).toHaveLength(CONVERSION_RETRY.delaysMs.length + 1);
});

it('sends a due conversion from one of two instances only', async () => {
  const db = await openTestDb();
  const graph = graphApi(['down', 200]);
  const senders = { meta: metaSender(META, graph.fetcher), linkedin: null };
  await firstAttempt(db, 'evt-race', graph.fetcher);
  const due = T0 + CONVERSION_RETRY.delaysMs[0]!;
  const [a, b] = await Promise.all([
    retryDueConversions(db, senders, due),
    retryDueConversions(db, senders, due),
  ]);
  expect(a + b).toBe(1);
  expect(graph.bodies).toHaveLength(2);
});
