/**
 * `npm run copy-to-postgres -- data/switchboard.sqlite`: copies an existing SQLite database into
 * the PostgreSQL database at DATABASE_URL (migrated first, and empty), all rows or none
 * (docs/deploy.md). A second run refuses and changes nothing. Stop the SQLite site first.
 * DATABASE_URL may come from the .env files, as for `next start` (load-env.ts).
 */
import './load-env';
import { env } from '@/lib/env';
import { closeDb, DatabaseNotReadyError, describeDatabase, readyDb } from '@/lib/server/db';
import { copyDatabase, CopyRefused, openSqliteSource } from '@/lib/server/db/copy';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || !env().DATABASE_URL) {
    console.error(
      'usage: DATABASE_URL=postgres://… npm run copy-to-postgres -- path/to/switchboard.sqlite',
    );
    return 2;
  }
  const source = openSqliteSource(file);
  try {
    console.info(`[copy] ${file} into the ${describeDatabase()}`);
    const report = await copyDatabase(source, await readyDb());
    for (const [table, rows] of Object.entries(report))
      console.info(`[copy] ${table}: ${rows} rows`);
    console.info('[copy] done: every row is in PostgreSQL');
    return 0;
  } catch (error) {
    if (error instanceof DatabaseNotReadyError) {
      console.error(`[copy] failed: ${error.message}`);
      return 1;
    }
    if (!(error instanceof CopyRefused)) throw error;
    console.error(`[copy] refused: ${error.message}`);
    return 1;
  } finally {
    await source.destroy();
    await closeDb();
  }
}

void main().then((code) => (process.exitCode = code));
