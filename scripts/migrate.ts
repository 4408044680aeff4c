/**
 * `npm run migrate`: creates the database (SQLite under DATA_DIR, or PostgreSQL at DATABASE_URL)
 * and applies pending migrations. Run it once per deploy, before the new instances start.
 */
import { env } from '@/lib/env';
import { closeDb, countRows, databasePath, readyDb } from '@/lib/server/db';

async function main() {
  const db = await readyDb();
  const where = env().DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : databasePath();
  console.info(
    `[migrate] ${where}: ${await countRows(db, 'schema_migrations')} migrations applied`,
  );
  await closeDb();
}

void main();
