import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type pg from 'pg';

/**
 * Migrations are plain SQL files named NNN-description.sql, applied in name order, each once, on
 * both engines. Where PostgreSQL's SQL differs, NNN-description.postgres.sql stands in for the
 * file on PostgreSQL under the same id (docs/decisions/0170).
 */
// Read at run time from the source tree (not bundled): turbopackIgnore keeps the build from tracing it.
export const MIGRATIONS_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'lib/server/db/migrations',
);

export interface Migration {
  id: string;
  sql: string;
}

export function readMigrations(
  dir = MIGRATIONS_DIR,
  engine: 'sqlite' | 'postgres' = 'sqlite',
): Migration[] {
  const names = fs.readdirSync(dir);
  return names
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const id = name.replace(/\.sql$/, '');
      const own = `${id}.postgres.sql`;
      const file = engine === 'postgres' && names.includes(own) ? own : name;
      return {
        id,
        sql: fs.readFileSync(path.join(/* turbopackIgnore: true */ dir, file), 'utf8'),
      };
    });
}

/** Applies every pending migration, each in its own transaction. Returns the ids applied. */
export function migrate(db: Database.Database, migrations = readMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((row) => (row as { id: string }).id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id) VALUES (?)');
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id);
    }).immediate();
    done.push(migration.id);
  }
  return done;
}

/** Any number that is the same in every instance: their migrations take turns on it. */
const MIGRATION_LOCK = 1_805_180_018;

/**
 * Waits for the other instances' migrations, however long they take. The pool's lock_timeout
 * (POSTGRES_LOCK_TIMEOUT_MS, which keeps a request from queueing behind a row lock) would make
 * an instance started during a migration longer than that fail instead of waiting, so the wait
 * for this lock alone runs without it (SET LOCAL ends with its transaction; the advisory lock is
 * the session's and stays). The migrations' own statements keep the timeout: DDL that cannot get
 * its table lock fails rather than stall every request queued behind it.
 */
async function takeMigrationLock(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1) AS locked',
    [MIGRATION_LOCK],
  );
  if (rows[0]?.locked) return;
  console.info('[migrate] another instance is migrating the database: waiting for it');
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL lock_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * The same runner on PostgreSQL. Instances starting together (a deploy) take turns under an
 * advisory lock, so each migration still runs once.
 */
export async function migratePostgres(
  pool: pg.Pool,
  migrations = readMigrations(MIGRATIONS_DIR, 'postgres'),
): Promise<string[]> {
  const client = await pool.connect();
  try {
    await takeMigrationLock(client);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id TEXT PRIMARY KEY,
      applied_at TEXT NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    )`);
    const { rows } = await client.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await client.query('BEGIN');
      try {
        // No parameters: the simple protocol runs a file's several statements in one call.
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      done.push(migration.id);
    }
    return done;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
