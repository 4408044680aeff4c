/**
 * `npm run migrate`: creates the database (SQLite under DATA_DIR, or PostgreSQL at DATABASE_URL,
 * read from the environment and the .env files as `next start` reads them) and applies pending
 * migrations, then names the database it migrated. Run it once per deploy, before the new
 * instances start. Exits 1, saying why, when the database cannot be opened or migrated.
 */
import './db/load-env';
import { closeDb, countRows, describeDatabase, readyDb } from '@/lib/server/db';

async function main(): Promise<number> {
  try {
    const db = await readyDb();
    const applied = await countRows(db, 'schema_migrations');
    console.info(`[migrate] ${describeDatabase()}: ${applied} migrations applied`);
    return 0;
  } catch (error) {
    console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDb();
  }
}

void main().then((code) => (process.exitCode = code));
