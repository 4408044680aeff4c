import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetEnvForTests } from '@/lib/env';
import { apiRoute, plainDialect } from '@/lib/server/http/api-route';
import { serveApiHandler } from '@/tests/support/next-api-server';
import { onRequestError } from '@/instrumentation';
import { reportablePath, startServerErrorReporting } from './server';

/**
 * Server errors reach Bugsnag (spec sections 1 and 6): a stand-in for Bugsnag's notify endpoint
 * receives what @bugsnag/js really sends, in the preview stage where reporting runs.
 */
interface BugsnagEvent {
  context?: string;
  exceptions: { errorClass: string; message: string }[];
  metaData?: { request?: { method: string; path: string } };
}

const received: BugsnagEvent[] = [];
const bugsnag = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    if (req.url === '/notify')
      received.push(...(JSON.parse(text) as { events: BugsnagEvent[] }).events);
    res.writeHead(202).end();
  });
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((resolve) => bugsnag.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(bugsnag.address() as AddressInfo).port}`;
  process.env.APP_STAGE = 'preview';
  process.env.BUGSNAG_API_KEY = '0123456789abcdef0123456789abcdef';
  // instrumentation.ts works in Node's runtime only, as Next runs it.
  process.env.NEXT_RUNTIME = 'nodejs';
  resetEnvForTests();
  expect(
    startServerErrorReporting({
      endpoints: { notify: `${origin}/notify`, sessions: `${origin}/sessions` },
    }),
  ).toBe(true);
});

afterAll(async () => {
  process.env = saved;
  resetEnvForTests();
  await new Promise<void>((resolve) => bugsnag.close(() => resolve()));
});

async function eventsAfter(count: number): Promise<BugsnagEvent[]> {
  for (let waited = 0; received.length < count && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return received.slice();
}

const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

it('reports the 500 an API route answers itself, without the address in its path, and not for a bot', async () => {
  received.length = 0;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failing = apiRoute({
    methods: ['GET'],
    cache: 'no-store',
    dialect: { ...plainDialect, answersUnexpected: true },
    handle: () => {
      throw new Error('disk on fire');
    },
  });
  const site = await serveApiHandler(failing);
  try {
    const fromBot = await fetch(`${site.origin}/api/1/email_available/ann%40acme.example?x=1`, {
      headers: { 'user-agent': BOT },
    });
    expect(fromBot.status).toBe(500);
    const fromVisitor = await fetch(`${site.origin}/api/1/email_available/ann%40acme.example?x=1`, {
      headers: { 'user-agent': HUMAN },
    });
    expect(fromVisitor.status).toBe(500);
    expect(await fromVisitor.json()).toEqual({ error: 'Internal error' });
  } finally {
    await site.close();
  }
  expect(logged).toHaveBeenCalledTimes(2);
  const events = await eventsAfter(1);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    context: 'GET /api/1/email_available/[email]',
    exceptions: [{ errorClass: 'Error', message: 'disk on fire' }],
    metaData: { request: { method: 'GET', path: '/api/1/email_available/[email]' } },
  });
});

it("reports what Next catches (onRequestError) under the route's pattern", async () => {
  received.length = 0;
  await onRequestError(
    new TypeError('cannot read properties of undefined'),
    { path: '/blog/a-post?utm_source=x', method: 'GET', headers: { 'user-agent': HUMAN } },
    {
      routerKind: 'Pages Router',
      routePath: '/blog/[slug]',
      routeType: 'render',
      revalidateReason: undefined,
    },
  );
  const events = await eventsAfter(1);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    context: 'GET /blog/[slug]',
    exceptions: [{ errorClass: 'TypeError', message: 'cannot read properties of undefined' }],
  });
});

it('keeps a path without addresses as it is, and drops the query', () => {
  expect(reportablePath('/api/scheduler/bookings?debug=1')).toBe('/api/scheduler/bookings');
  expect(reportablePath('/api/1/email_available/a@b.example')).toBe(
    '/api/1/email_available/[email]',
  );
});
