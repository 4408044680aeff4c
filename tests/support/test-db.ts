import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, openPostgres, setProcessDbForTests, type Db } from '@/lib/server/db';

export { countRows } from '@/lib/server/db';

/**
 * The database a store test runs on: SQLite, or PostgreSQL when TEST_DATABASE_URL is set
 * (`make unit-postgres` starts a throwaway cluster and runs the store suites again on it). Each
 * call is a new, empty, migrated database: on PostgreSQL a schema of its own.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const testEngine = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** Where a test database lives, for another process to open the same one (openTestDbFromEnv). */
interface Location {
  file?: string;
  schema?: string;
}
const locations = new Map<Db, Location>();

// A suite need not close what it opened: whatever is still open closes after the file's tests.
if (typeof afterAll === 'function') {
  afterAll(async () => {
    await Promise.all([...locations.keys()].map((db) => closeTestDb(db)));
  });
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database. `{ file: true }`: on SQLite a file (other processes can open it), not memory.
 * `{ asProcessDb: true }`: also what getDb() answers until it is closed, for suites that drive
 * routes, so they run on both engines too.
 */
export async function openTestDb({ file = false, asProcessDb = false } = {}): Promise<Db> {
  const db = await openNewTestDb(file);
  if (asProcessDb) {
    setProcessDbForTests(db);
    processDb = db;
  }
  return db;
}

let processDb: Db | undefined;

async function openNewTestDb(file: boolean): Promise<Db> {
  if (!TEST_DATABASE_URL) {
    const where = file
      ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-db-')), 'switchboard.sqlite')
      : ':memory:';
    const db = openDatabase(where);
    locations.set(db, file ? { file: where } : {});
    return db;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE SCHEMA ${schema}`));
  const db = openPostgres(TEST_DATABASE_URL, { poolSize: 10, schema });
  locations.set(db, { schema });
  return db;
}

export async function closeTestDb(db: Db): Promise<void> {
  const location = locations.get(db);
  if (!location) return;
  locations.delete(db);
  if (processDb === db) {
    setProcessDbForTests(undefined);
    processDb = undefined;
  }
  await db.destroy();
  if (location.file) fs.rmSync(path.dirname(location.file), { recursive: true, force: true });
  if (location.schema)
    await admin((client) => client.query(`DROP SCHEMA ${location.schema} CASCADE`));
}

/** The environment a child process needs to open `db` with openTestDbFromEnv. */
export function testDbEnv(db: Db): Record<string, string> {
  const location = locations.get(db) ?? {};
  if (location.schema) {
    return { TEST_DATABASE_URL: TEST_DATABASE_URL ?? '', TEST_DB_SCHEMA: location.schema };
  }
  if (!location.file) throw new Error('open the test database with { file: true } to share it');
  return { TEST_DATABASE_URL: '', TEST_DB_FILE: location.file };
}

/** In a child process: the database its parent test named with testDbEnv. */
export function openTestDbFromEnv(): Db {
  const { TEST_DATABASE_URL: url, TEST_DB_SCHEMA: schema, TEST_DB_FILE: file } = process.env;
  return openAt({ url, schema, file });
}

/**
 * In this process: a second connection (its own pool) to the database of `db`, the way another
 * instance of the site opens it. The caller destroys it.
 */
export function openOtherInstance(db: Db): Db {
  const location = locations.get(db) ?? {};
  if (!location.schema && !location.file) {
    throw new Error('open the test database with { file: true } to share it');
  }
  return openAt({ url: TEST_DATABASE_URL, ...location });
}

function openAt({ url, schema, file }: { url?: string; schema?: string; file?: string }): Db {
  if (url && schema) return openPostgres(url, { poolSize: 2, schema });
  if (file) return openDatabase(file);
  throw new Error('TEST_DB_FILE or TEST_DATABASE_URL with TEST_DB_SCHEMA is required');
}
