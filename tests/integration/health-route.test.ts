import { format } from 'node:util';
import { resetEnvForTests } from '@/lib/env';
import { closeDb, setProcessDbForTests } from '@/lib/server/db';
import healthHandler from '@/pages/api/health';
import liveHandler from '@/pages/api/health/live';
import { serveApiHandler } from '../support/next-api-server';
import { openTestDb } from '../support/test-db';

/**
 * What a load balancer and an operator see at GET /api/health (readiness) and /api/health/live
 * (liveness) when the database is fine or unreachable; health-data-dir.test.ts has SQLite's disk.
 */

type Served = Awaited<ReturnType<typeof serveApiHandler>>;
let health: Served;
let live: Served;

beforeAll(async () => {
  health = await serveApiHandler(healthHandler);
  live = await serveApiHandler(liveHandler);
});

afterAll(async () => {
  await health.close();
  await live.close();
});

async function probe(server: Served, pathname: string) {
  const answer = await fetch(`${server.origin}${pathname}`);
  return {
    status: answer.status,
    cache: answer.headers.get('cache-control'),
    type: answer.headers.get('content-type'),
    text: await answer.text(),
  };
}

const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call: unknown[]) => format(...call));

it('answers 200 {"status":"ok"}, never cached, once it has read the database', async () => {
  await openTestDb({ file: true, asProcessDb: true });
  const answer = await probe(health, '/api/health');
  expect(answer).toEqual({
    status: 200,
    cache: 'no-store',
    type: 'application/json; charset=utf-8',
    text: '{"status":"ok"}',
  });
});

describe('with a database it cannot reach', () => {
  const saved = process.env.DATABASE_URL;
  const UNREACHABLE = 'postgres://switchboard:s3cret-password@127.0.0.1:1/switchboard';

  beforeEach(() => {
    process.env.DATABASE_URL = UNREACHABLE;
    resetEnvForTests();
    setProcessDbForTests(undefined);
  });

  afterEach(async () => {
    await closeDb().catch(() => undefined);
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    resetEnvForTests();
  });

  it('answers readiness 503 JSON naming the database, one log line a probe and no password, while liveness stays 200', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    for (const n of [1, 2]) {
      const answer = await probe(health, '/api/health');
      expect(answer).toEqual({
        status: 503,
        cache: 'no-store',
        type: 'application/json; charset=utf-8',
        text: '{"status":"unavailable","dependency":"database","problem":"query-failed"}',
      });
      expect(printed(logged)).toHaveLength(n);
    }
    expect(printed(logged)[0]).toBe(
      '[health] not ready: the PostgreSQL database "switchboard" on 127.0.0.1:1 as switchboard: ' +
        'cannot read it: connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(printed(logged).join('\n')).not.toContain('s3cret');

    expect(await probe(live, '/api/health/live')).toEqual({
      status: 200,
      cache: 'no-store',
      type: 'application/json; charset=utf-8',
      text: '{"status":"ok"}',
    });
    expect(printed(logged)).toHaveLength(2);
  });
});
