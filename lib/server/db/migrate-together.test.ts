import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { openTestDb, testDbEnv, testEngine, TEST_DATABASE_URL } from '@/tests/support/test-db';
import { migrate, migratePostgres, type Migration } from './migrate';
import { poolConnection } from './pool-options';

/**
 * Instances started together during a deploy migrate one at a time (decision 0249). On
 * PostgreSQL the second waits for the first under an advisory lock, however long the migration
 * takes: the pool's lock_timeout (5 s in production) bounds a request's wait for a row lock, not
 * this one. Here the pools wait at most LOCK_TIMEOUT_MS for a lock and the migration takes four
 * times that, so the test is quick and still longer than the timeout. On SQLite the instances
 * open the same file, and the second finds the migration applied.
 */
const LOCK_TIMEOUT_MS = 250;
const SLOW: Migration[] = [
  {
    id: '900-slow-backfill',
    sql: `${testEngine === 'postgres' ? `SELECT pg_sleep(${(4 * LOCK_TIMEOUT_MS) / 1000});` : ''}
      CREATE TABLE backfilled (id INTEGER PRIMARY KEY);
      INSERT INTO backfilled (id) VALUES (1);`,
  },
];

/** An instance's pool the way openPostgres makes it, with a short lock timeout. */
const instancePool = (schema: string) =>
  new pg.Pool({
    ...poolConnection(TEST_DATABASE_URL ?? '', {
      lock_timeout: String(LOCK_TIMEOUT_MS),
      search_path: schema,
    }),
    max: 2,
  });

it(`an instance started during another's slow migration waits for it; both start, the migration runs once (${testEngine})`, async () => {
  const db = await openTestDb({ file: true });
  const { TEST_DB_SCHEMA: schema, TEST_DB_FILE: file } = testDbEnv(db);
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);

  let applied: string[][];
  if (schema) {
    const pools = [instancePool(schema), instancePool(schema)];
    try {
      applied = await Promise.all(pools.map((pool) => migratePostgres(pool, SLOW)));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(info).toHaveBeenCalledWith(
      '[migrate] another instance is migrating the database: waiting for it',
    );
  } else {
    // better-sqlite3 is synchronous: the second instance opens once the first is done.
    const files = [new Database(file), new Database(file)];
    applied = files.map((instance) => migrate(instance, SLOW));
    for (const instance of files) instance.close();
  }

  expect(applied.flat()).toEqual(['900-slow-backfill']);
  const recorded = await db
    .selectFrom('schema_migrations')
    .select('id')
    .where('id', '=', '900-slow-backfill')
    .execute();
  expect(recorded).toHaveLength(1);
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM backfilled`.execute(db);
  expect(Number(rows[0]?.n)).toBe(1);
});
