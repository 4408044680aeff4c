import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

/** Migrations are plain SQL files named NNN-description.sql, applied in name order, each once. */
// Read at run time from the source tree (not bundled): turbopackIgnore keeps the build from tracing it.
export const MIGRATIONS_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'lib/server/db/migrations',
);

export interface Migration {
  id: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      id: name.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(/* turbopackIgnore: true */ dir, name), 'utf8'),
    }));
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
