import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { resetEnvForTests } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { RATE_LIMIT_POLICIES } from '@/lib/server/rate-limit/policies';
import { countRows } from '@/tests/support/test-db';
import eventHandler from '@/pages/api/1/noauth/event';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { secondsLeftInWindow, T0 } from './signup-test-harness';

/**
 * POST /api/1/noauth/event belongs to the signup backend's /api/1 (spec section 7): stored here with
 * the embedded backend, forwarded unchanged to SIGNUP_API_URL when an external one is configured
 * (docs/decisions/0110). Real HTTP, a real SQLite file, and a fake backend.
 */
const AID = '6f1c2a0e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
const eventBody = (marker: string) =>
  JSON.stringify({
    name: ANALYTICS_EVENTS.linkClick,
    value: JSON.stringify({ marker }),
    // Date.now, not new Date(): a test that holds the clock sends events of its own time.
    time: new Date(Date.now()).toISOString(),
  });

let dataDir: string;
let site: Awaited<ReturnType<typeof serveApiHandler>>;
const storedEvents = () => countRows(getDb(), 'analytics_events');

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'event-proxy-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.SIGNUP_API_URL;
  resetEnvForTests();
  await openTestDb({ asProcessDb: true });
  site = await serveApiHandler(eventHandler);
});

afterEach(async () => {
  await site.close();
  await closeTestDb(getDb());
  delete process.env.SIGNUP_API_URL;
  resetEnvForTests();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (body: string, contentType = 'application/json') =>
  fetch(`${site.origin}/api/1/noauth/event`, {
    method: 'POST',
    headers: { 'content-type': contentType, [ANONYMOUS_ID_HEADER]: AID },
    body,
  });

it('with the embedded backend, stores the event and refuses a text/plain one with 415', async () => {
  expect((await post(eventBody('local'))).status).toBe(204);
  expect(await storedEvents()).toBe(1);
  const plain = await post(eventBody('plain'), 'text/plain');
  expect(plain.status).toBe(415);
  expect(await plain.json()).toEqual({ error: 'Send the body as application/json' });
  expect(await storedEvents()).toBe(1);
});

it('with the embedded backend, says in Retry-After when the eventPerIp window ends, on its 429', async () => {
  const { attempts, windowS } = RATE_LIMIT_POLICIES.eventPerIp;
  // The route counts on the real clock: held mid-window so the answer is known.
  const now = T0 + 17_250;
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
  try {
    for (let i = 0; i < attempts; i += 1) expect((await post(eventBody(`e${i}`))).status).toBe(204);
    const refused = await post(eventBody('one too many'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(secondsLeftInWindow(windowS, now)));
  } finally {
    clock.mockRestore();
  }
  expect(await storedEvents()).toBe(attempts);
});

it('with SIGNUP_API_URL, forwards the event to the external backend unchanged and stores nothing', async () => {
  const seen: { method?: string; url?: string; aid?: string; type?: string; body: string }[] = [];
  const backend = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        aid: req.headers[ANONYMOUS_ID_HEADER] as string,
        type: req.headers['content-type'],
        body,
      });
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  process.env.SIGNUP_API_URL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  resetEnvForTests();
  try {
    const raw = eventBody('proxied');
    const answer = await post(raw);
    expect(answer.status).toBe(202);
    expect(await answer.text()).toBe('{"accepted":true}');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/1/noauth/event',
        aid: AID,
        type: 'application/json',
        body: raw,
      },
    ]);
    expect(await storedEvents()).toBe(0);
  } finally {
    await new Promise<void>((resolve) => backend.close(() => resolve()));
  }
});

it('with SIGNUP_API_URL and the backend down, answers 502 and stores nothing', async () => {
  process.env.SIGNUP_API_URL = 'http://127.0.0.1:9';
  resetEnvForTests();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect((await post(eventBody('down'))).status).toBe(502);
    expect(errors).toHaveBeenCalledTimes(1);
  } finally {
    errors.mockRestore();
  }
  expect(await storedEvents()).toBe(0);
});
