import { resetEnvForTests } from '@/lib/env';
import { setProcessDbForTests } from '@/lib/server/db';
import { startServer } from './startup';

/**
 * Start-up (instrumentation.ts calls startServer, and ends the process when it rejects): an
 * instance that cannot reach its database says so, naming the database, and never says "ready"
 * (decision 0249). Nothing listens on port 1.
 */
const UNREACHABLE = 'postgres://switchboard:s3cret-password@127.0.0.1:1/switchboard';
const saved = process.env.DATABASE_URL;

afterEach(() => {
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  resetEnvForTests();
});

it('refuses to start on a PostgreSQL it cannot reach, naming the database but not its password', async () => {
  process.env.DATABASE_URL = UNREACHABLE;
  resetEnvForTests();
  setProcessDbForTests(undefined);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);

  const failure = await Promise.resolve()
    .then(() => startServer())
    .then(
      () => 'started',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  expect(failure).toBe(
    'Cannot open the PostgreSQL database "switchboard" on 127.0.0.1:1 as switchboard: ' +
      'connect ECONNREFUSED 127.0.0.1:1',
  );
  expect(info.mock.calls.flat().join('\n')).not.toContain('ready');
});
