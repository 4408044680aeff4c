import { sql } from 'kysely';
import { openTestDb, testDbEnv, TEST_DATABASE_URL } from '@/tests/support/test-db';
import { openPostgres, POSTGRES_LOCK_TIMEOUT_MS } from '.';
import { poolConnection } from './pool-options';

/**
 * An operator's `options=` in DATABASE_URL (say a statement_timeout) is kept, and the pool's lock
 * timeout still holds: node-postgres alone would let the URL's options replace the pool's.
 */
describe('poolConnection', () => {
  it("sends the pool's settings alone when the URL has no options", () => {
    expect(
      poolConnection('postgres://app@db.internal:5432/switchboard', { lock_timeout: '5000' }),
    ).toEqual({
      connectionString: 'postgres://app@db.internal:5432/switchboard',
      options: '-c lock_timeout=5000',
    });
    expect(
      poolConnection('postgres://app@/switchboard?host=/run/postgresql', {
        lock_timeout: '5000',
        search_path: 'tenant',
      }),
    ).toEqual({
      connectionString: 'postgres://app@/switchboard?host=/run/postgresql',
      options: '-c lock_timeout=5000 -c search_path=tenant',
    });
  });

  it("takes the URL's options out and sends them before the pool's, keeping the rest of the query", () => {
    expect(
      poolConnection(
        'postgres://app@db.internal/switchboard?sslmode=require&options=-c%20statement_timeout%3D30000%20-c%20lock_timeout%3D0',
        { lock_timeout: '5000' },
      ),
    ).toEqual({
      connectionString: 'postgres://app@db.internal/switchboard?sslmode=require',
      options: '-c statement_timeout=30000 -c lock_timeout=0 -c lock_timeout=5000',
    });
    expect(
      poolConnection('postgres://app@db.internal/switchboard?options=', { lock_timeout: '5000' }),
    ).toEqual({
      connectionString: 'postgres://app@db.internal/switchboard',
      options: '-c lock_timeout=5000',
    });
  });
});

// On the PostgreSQL run (make unit-postgres): the server applies both, the pool's last.
const postgresUrl = TEST_DATABASE_URL;
if (postgresUrl) {
  it("connects with the URL's statement_timeout and the pool's lock_timeout, even where the URL sets another", async () => {
    const { TEST_DB_SCHEMA: schema } = testDbEnv(await openTestDb());
    const separator = postgresUrl.includes('?') ? '&' : '?';
    const url = `${postgresUrl}${separator}options=${encodeURIComponent(
      '-c statement_timeout=12345 -c lock_timeout=0',
    )}`;
    const db = openPostgres(url, { poolSize: 1, schema });
    try {
      const show = async (name: 'statement_timeout' | 'lock_timeout' | 'search_path') =>
        (await sql<Record<string, string>>`SHOW ${sql.raw(name)}`.execute(db)).rows[0]?.[name];
      expect(await show('statement_timeout')).toBe('12345ms');
      expect(await show('lock_timeout')).toBe(`${POSTGRES_LOCK_TIMEOUT_MS / 1000}s`);
      expect(await show('search_path')).toBe(schema);
    } finally {
      await db.destroy();
    }
  });
}
