import '@/lib/server/only-on-server';
import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { engineOf, inTransaction, type Db } from './index';
import { readMigrations } from './migrate';
import type { Schema } from './schema';

/**
 * Moves an existing SQLite database into PostgreSQL (docs/deploy.md, docs/decisions/0171): every
 * table's rows with their ids, in one transaction on the target, so it holds all of them or none.
 * It refuses a target that already holds any of these rows, so a second run changes nothing and
 * says so, rather than merging two histories whose ids may collide.
 */

/**
 * Copied in this order (a lead before its outbox row). The rate-limit counters are not copied:
 * their windows last minutes and are counted afresh. A table added to Schema must be listed here
 * or below, or this file does not compile.
 */
export const COPIED_TABLES = [
  'settings',
  'paying_customers',
  'leads',
  'lead_outbox',
  'pending_signups',
  'accounts',
  'account_users',
  'sign_in_tokens',
  'sessions',
  'demo_bookings',
  'demo_contact_requests',
  'analytics_events',
  'ad_conversions',
] as const satisfies readonly (keyof Schema)[];
type NotCopied = 'schema_migrations' | 'rate_limits';
const everyTableListed: [
  Exclude<keyof Schema, (typeof COPIED_TABLES)[number] | NotCopied>,
] extends [never]
  ? true
  : false = true;
void everyTableListed;

/** Tables whose id is an identity column on PostgreSQL: its sequence moves past the copied ids. */
const IDENTITY_TABLES = [
  'paying_customers',
  'leads',
  'demo_bookings',
  'analytics_events',
  'ad_conversions',
] as const satisfies readonly (typeof COPIED_TABLES)[number][];

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_ROWS = 500;

export type CopyReport = Record<(typeof COPIED_TABLES)[number], number>;

export class CopyRefused extends Error {}

/** The source, read only: the copy never writes to it. */
export function openSqliteSource(file: string): Db {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  return new Kysely<Schema>({ dialect: new SqliteDialect({ database }) });
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('schema_migrations').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Copies every table of `source` (SQLite) into `target` (migrated, empty). Returns rows per table. */
export async function copyDatabase(source: Db, target: Db): Promise<CopyReport> {
  const expected = readMigrations().map((migration) => migration.id);
  const sourceMigrations = await appliedMigrations(source);
  if (sourceMigrations.join() !== expected.join()) {
    throw new CopyRefused(
      `The SQLite file has ${sourceMigrations.length} of this release's ${expected.length} migrations: ` +
        'migrate it first (npm run migrate with its DATA_DIR), then copy it.',
    );
  }
  return inTransaction(target, async (trx) => {
    // The accounts and their first admins point at each other: checked at commit, not per row.
    if (engineOf(trx) === 'postgres') await sql`SET CONSTRAINTS ALL DEFERRED`.execute(trx);
    else await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);

    const holding: string[] = [];
    for (const table of COPIED_TABLES) {
      if (await trx.selectFrom(table).select(sql.lit(1).as('one')).limit(1).executeTakeFirst()) {
        holding.push(table);
      }
    }
    if (holding.length > 0) {
      throw new CopyRefused(
        `The target database already holds rows (${holding.join(', ')}): nothing was copied. ` +
          'Copy into a freshly migrated, empty database.',
      );
    }

    const report = {} as CopyReport;
    for (const table of COPIED_TABLES) {
      // A page at a time in rowid order (the order the rows were written in): memory stays flat.
      let copied = 0;
      let after = 0;
      for (;;) {
        const { rows } = await sql<Record<string, unknown> & { copy_rowid: number }>`
          SELECT rowid AS copy_rowid, * FROM ${sql.table(table)}
           WHERE rowid > ${after} ORDER BY rowid LIMIT ${BATCH_ROWS}`.execute(source);
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.copy_rowid;
        const values = rows.map(({ copy_rowid: _rowid, ...row }) => row);
        await trx
          .insertInto(table)
          .values(values as never)
          .execute();
        copied += values.length;
      }
      const stored = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(stored.n) !== copied) {
        throw new Error(`${table}: ${copied} rows read but ${String(stored.n)} stored`);
      }
      report[table] = copied;
    }

    if (engineOf(trx) === 'postgres') {
      for (const table of IDENTITY_TABLES) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
          COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
    return report;
  });
}
