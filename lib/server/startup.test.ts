import net from 'node:net';
import { sql } from 'kysely';
import { resetEnvForTests } from '@/lib/env';
import pg from 'pg';
import { openPostgres, POSTGRES_CONNECT_TIMEOUT_MS, setProcessDbForTests } from '@/lib/server/db';
import { startServer, startServerOrExit } from './startup';

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

it('gives up on a PostgreSQL host that never answers after the connect timeout, not minutes later', async () => {
  // A host that accepts the connection and then says nothing stands for one that drops packets.
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const db = openPostgres(`postgres://switchboard@127.0.0.1:${port}/switchboard`, {
    connectTimeoutMs: 300,
  });
  try {
    await expect(sql`SELECT 1`.execute(db)).rejects.toThrow(/timeout/i);
  } finally {
    await db.destroy().catch(() => undefined);
    silent.close();
  }
});

it('bounds every pool it opens by the connect timeout unless told otherwise', async () => {
  const made = jest.spyOn(pg, 'Pool');
  const db = openPostgres('postgres://switchboard@127.0.0.1:1/switchboard');
  await sql`SELECT 1`.execute(db).catch(() => undefined);
  expect(made).toHaveBeenCalledWith(
    expect.objectContaining({ connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS }),
  );
  await db.destroy().catch(() => undefined);
});

it('ends the process with code 1 when the start fails, saying why and never the password', async () => {
  process.env.DATABASE_URL = UNREACHABLE;
  resetEnvForTests();
  setProcessDbForTests(undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);

  await startServerOrExit();

  expect(exit).toHaveBeenCalledWith(1);
  expect(logged).toHaveBeenCalledWith(
    '[startup] Switchboard website did not start: Cannot open the PostgreSQL database ' +
      '"switchboard" on 127.0.0.1:1 as switchboard: connect ECONNREFUSED 127.0.0.1:1',
  );
});
