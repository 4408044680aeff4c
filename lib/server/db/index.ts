import '@/lib/server/only-on-server';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { env } from '@/lib/env';
import { MIGRATION_BUSY_TIMEOUT_MS, STATEMENT_BUSY_TIMEOUT_MS } from './busy';
import { migrate } from './migrate';

export * from './busy';

/**
 * The one door to the database. Everything that reads or writes data goes through modules under
 * lib/server that take their connection from here, so that PostgreSQL can replace SQLite later
 * without touching routes or components (docs/decisions/0002-sqlite-behind-lib-server-db.md).
 */
export type Db = Database.Database;

let instance: Db | undefined;

export function databasePath(): string {
  return path.resolve(env().DATA_DIR, 'switchboard.sqlite');
}

/** Opens a database file, tuned for a web server, and migrates it. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Before any request is served, opening and migrating may wait for another writer; afterwards a
  // statement waits only milliseconds, since better-sqlite3 blocks the event loop while it waits.
  db.pragma(`busy_timeout = ${MIGRATION_BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  db.pragma(`busy_timeout = ${STATEMENT_BUSY_TIMEOUT_MS}`);
  return db;
}

/** The process-wide connection, created and migrated on first use. */
export function getDb(): Db {
  instance ??= openDatabase(databasePath());
  return instance;
}

/** Closes the process-wide connection (tests and graceful shutdown). */
export function closeDb(): void {
  instance?.close();
  instance = undefined;
}
