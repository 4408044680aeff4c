import '@/lib/server/only-on-server';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  sql,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { env } from '@/lib/env';
import { reportBackgroundError } from '@/lib/error-reporting/server';
import {
  MIGRATION_BUSY_TIMEOUT_MS,
  POSTGRES_CONNECT_TIMEOUT_MS,
  POSTGRES_LOCK_TIMEOUT_MS,
  STATEMENT_BUSY_TIMEOUT_MS,
} from './busy';
import { migrate, migratePostgres } from './migrate';
import { poolConnection } from './pool-options';
import type { Schema } from './schema';

export * from './busy';
export type { Schema } from './schema';

/**
 * The one door to the database. Everything that reads or writes data goes through modules under
 * lib/server that take their connection from here (docs/decisions/0002). One query layer, Kysely,
 * over two engines (docs/decisions/0170): SQLite under DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set, so several instances can share one database.
 */
export type Db = Kysely<Schema>;
export type Engine = 'sqlite' | 'postgres';

/** Which engine a connection (or a transaction on it) talks to. */
export function engineOf(db: Db): Engine {
  // Asked of the adapter, not by instanceof: Next bundles separate copies of kysely's classes.
  return db.getExecutor().adapter.supportsTransactionalDdl ? 'postgres' : 'sqlite';
}

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE), as every write
 * transaction did before Kysely: one that reads first and writes later would otherwise fail with
 * SQLITE_BUSY_SNAPSHOT when another process wrote in between.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Runs `work` in a transaction, or inside the caller's when it already has one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export function databasePath(): string {
  return path.resolve(env().DATA_DIR, 'switchboard.sqlite');
}

/** Opens a SQLite file with better-sqlite3, tuned for a web server, and migrates it. */
export function openSqliteFile(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Before any request is served, opening and migrating may wait for another writer; afterwards a
  // statement waits only milliseconds, since better-sqlite3 blocks the event loop while it waits.
  db.pragma(`busy_timeout = ${MIGRATION_BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // SQLite's own LOWER folds ASCII letters only, PostgreSQL's every letter: the same search finds
  // the same rows on both (a search for an accented name finds it whatever its case).
  db.function('lower', { deterministic: true }, (value: unknown) =>
    value === null || value === undefined ? null : String(value).toLowerCase(),
  );
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  db.pragma(`busy_timeout = ${STATEMENT_BUSY_TIMEOUT_MS}`);
  return db;
}

function sqliteDb(database: Database.Database): Db {
  return new Kysely<Schema>({ dialect: new ImmediateSqliteDialect({ database }) });
}

/** A SQLite database file as a Db, migrated. */
export function openDatabase(file: string): Db {
  return sqliteDb(openSqliteFile(file));
}

// BIGINT (epoch milliseconds, COUNT(*)) comes back as a number, as from SQLite: every value the
// stores keep there is far below 2^53.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A PostgreSQL database as a Db. The pool is made, and the migrations run (one instance at a
 * time, under an advisory lock), when the first query needs it: start-up asks for that query
 * (readyDb), so an instance that cannot reach or migrate its database does not start. `schema` puts every table in that
 * schema instead of public (the tests give each database their own).
 */
export function openPostgres(
  url: string,
  {
    poolSize = env().DATABASE_POOL_SIZE,
    schema,
    connectTimeoutMs = POSTGRES_CONNECT_TIMEOUT_MS,
  }: { poolSize?: number; schema?: string; connectTimeoutMs?: number } = {},
): Db {
  return new Kysely<Schema>({
    dialect: new PostgresDialect({
      pool: async () => {
        const pool = new pg.Pool({
          ...poolConnection(url, {
            // A statement waits this long for a row or table lock, then fails as DatabaseBusyError.
            lock_timeout: String(POSTGRES_LOCK_TIMEOUT_MS),
            ...(schema ? { search_path: schema } : {}),
          }),
          max: poolSize,
          types: pgTypes,
          connectionTimeoutMillis: connectTimeoutMs,
        });
        // PostgreSQL ending an idle connection (a restart, a failover, pg_terminate_backend) is
        // emitted here; unheard, it is an uncaught exception that ends the process, and every
        // instance at once. The pool has already dropped that connection and opens another when
        // a query needs one. Read the URL now: the listener itself must not throw.
        const database = describePostgres(url);
        const withoutPassword = passwordRemover(url);
        pool.on('error', (error) => {
          const reason = withoutPassword(reasonOf(error));
          console.warn(
            `[db] The ${database} ended an idle connection: ${reason} (the pool opens a new one)`,
          );
          // A new error: pg hangs the client, and with it the password, on the one it emits.
          reportBackgroundError(new Error(reason), 'PostgreSQL idle connection ended');
        });
        try {
          await migratePostgres(pool);
        } catch (error) {
          await pool.end();
          throw error;
        }
        return pool;
      },
    }),
  });
}

let instance: Db | undefined;
/** The SQLite handle behind `instance`, closed synchronously by closeDb as before Kysely. */
let sqliteHandle: Database.Database | undefined;

/**
 * The process-wide connection, created on first use (and migrated: SQLite now, PostgreSQL at its
 * first query; readyDb does both before the server starts).
 */
export function getDb(): Db {
  if (instance) return instance;
  const url = env().DATABASE_URL;
  if (url) {
    instance = openPostgres(url);
  } else {
    sqliteHandle = openSqliteFile(databasePath());
    instance = sqliteDb(sqliteHandle);
  }
  return instance;
}

/**
 * Tests: makes `db` the process-wide connection, so route suites run on the test's engine
 * (tests/support/test-db.ts); undefined lets go of it without closing it.
 */
export function setProcessDbForTests(db: Db | undefined): void {
  instance = db;
  sqliteHandle = undefined;
}

/**
 * The process-wide database in words, for start-up and the release scripts: its engine, name and
 * place, as pg reads them from DATABASE_URL. Never the password.
 */
export function describeDatabase(): string {
  const url = env().DATABASE_URL;
  return url ? describePostgres(url) : `SQLite database ${databasePath()}`;
}

function describePostgres(url: string): string {
  const { database, host, port, user } = new pg.Client({ connectionString: url });
  const where = host.startsWith('/') ? `the socket in ${host}` : `${host}:${port}`;
  return `PostgreSQL database "${database ?? ''}" on ${where} as ${user ?? ''}`;
}

/** A driver's message never should, but must not, carry the password into a log or a report. */
function passwordRemover(url: string | undefined): (text: string) => string {
  const password = url ? new pg.Client({ connectionString: url }).password : undefined;
  return (text) => (password ? text.split(password).join('***') : text);
}

/** The database could not be opened, reached or migrated; the message says which and why. */
export class DatabaseNotReadyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseNotReadyError';
  }
}

/**
 * Why an open failed, in one line. Node reports a refused connection to a name with several
 * addresses as an AggregateError with an empty message. Read by shape, not instanceof: errors
 * from Node's core may come from another realm (Jest's sandbox).
 */
function reasonOf(error: unknown): string {
  const { message, code, errors } = (error ?? {}) as {
    message?: unknown;
    code?: unknown;
    errors?: unknown;
  };
  if (Array.isArray(errors) && errors.length > 0) {
    return [...new Set(errors.map(reasonOf))].join('; ');
  }
  if (typeof message === 'string' && message !== '') return message;
  return typeof code === 'string' ? code : String(error);
}

/** Why a database call failed, in one line, without DATABASE_URL's password (logs, health). */
export function databaseFailureReason(error: unknown): string {
  return passwordRemover(env().DATABASE_URL)(reasonOf(error)).replace(/\s+/g, ' ');
}

/**
 * Opens the process-wide database and runs its migrations now, not at the first request: on
 * PostgreSQL this is the first connection. Throws DatabaseNotReadyError naming the database.
 */
export async function readyDb(): Promise<Db> {
  const url = env().DATABASE_URL;
  try {
    const db = getDb();
    await db.selectNoFrom((eb) => eb.lit(1).as('ready')).execute();
    return db;
  } catch (error) {
    await closeDb().catch(() => undefined);
    const reason = passwordRemover(url)(reasonOf(error));
    throw new DatabaseNotReadyError(`Cannot open the ${describeDatabase()}: ${reason}`, {
      cause: error,
    });
  }
}

/** Closes the process-wide connection (tests and graceful shutdown). */
export function closeDb(): Promise<void> {
  const closing = sqliteHandle
    ? Promise.resolve(sqliteHandle.close()).then(() => undefined)
    : (instance?.destroy() ?? Promise.resolve());
  instance = undefined;
  sqliteHandle = undefined;
  return closing;
}

/** How many rows a table holds (scripts, health checks and tests). */
export async function countRows(db: Db, table: keyof Schema): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
