import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '@/lib/server/db';
import { storeLead } from '@/lib/server/leads';
import { blogSubscriberLead } from '@/tests/support/blog-subscriber-lead';
import { countRows, openTestDb, testEngine } from '@/tests/support/test-db';
import { COPIED_TABLES, copyDatabase, CopyRefused, openSqliteSource } from './copy';

/**
 * The SQLite → PostgreSQL copy (scripts/db/copy-sqlite-to-postgres.ts, docs/deploy.md): a SQLite
 * file with rows in every table lands in the test's database (PostgreSQL in make unit-postgres)
 * with the same rows and ids; a second run refuses and changes nothing.
 */
const T0 = 1_800_000_000_000;
const EVENTS = 1234; // more than two of the copy's pages

let folder: string;
let sourceFile: string;

/** A site's database as months of use leave it: rows in every table, ids with gaps. */
async function fillEveryTable(db: Db): Promise<void> {
  await db.insertInto('settings').values({ key: 'session-key', value: 'generated-key' }).execute();
  await db
    .insertInto('rate_limits')
    .values({ policy: 'formSubmitPerIp', key: '198.18.0.1', window_start: T0, count: 3 })
    .execute();
  await db
    .insertInto('paying_customers')
    .values({
      company: 'Acme Logistics',
      email: 'ops@acme-logistics.com',
      domain: 'acme-logistics.com',
    })
    .execute();
  for (let n = 1; n <= 3; n += 1) {
    const lead = blogSubscriberLead(`reader${n}@acme-logistics.com`, `copy-${n}`, T0 + n);
    await storeLead(db, lead, { forward: n !== 2, now: T0 + n });
  }
  // A deleted lead leaves a gap: the copy keeps ids, it does not renumber.
  await db.deleteFrom('leads').where('submission_id', '=', 'copy-2').execute();
  await db
    .updateTable('lead_outbox')
    .set({ status: 'dead', attempts: 14, last_error: 'HTTP 500: Internal error' })
    .where('lead_id', '=', 3)
    .execute();
  await db
    .insertInto('pending_signups')
    .values({
      id: 'ps-1',
      email: 'maya@northwind.example',
      password_hash: 'scrypt$hash',
      code_hash: 'code$hash',
      affiliate: null,
      origin: 'https://www.switchboard.example/pricing',
      anonymous_id: 'anon-1',
      failed_attempts: 2,
      created_at: T0,
      expires_at: T0 + 3_600_000,
    })
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values({
        id: 'acct-1',
        company: 'Northwind',
        industry: 'Retail',
        size: '51-200',
        affiliate: null,
        origin: null,
        anonymous_id: null,
        first_admin_id: 'user-1',
        trial_ends_at: T0 + 14 * 86_400_000,
        created_at: T0,
      })
      .execute();
    await trx
      .insertInto('account_users')
      .values({
        id: 'user-1',
        account_id: 'acct-1',
        email: 'sam@northwind.example',
        given_name: 'Sam',
        family_name: 'Okafor',
        password_hash: 'scrypt$hash2',
        role: 'admin',
        created_at: T0,
      })
      .execute();
  });
  await db
    .insertInto('sign_in_tokens')
    .values({ token_hash: 'tok-hash', user_id: 'user-1', expires_at: T0 + 600_000, used_at: null })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: 'sess-hash',
      user_id: 'user-1',
      created_at: T0,
      expires_at: T0 + 86_400_000,
    })
    .execute();
  for (const [uid, status] of [
    ['booking-1', 'cancelled'],
    ['booking-2', 'confirmed'],
  ] as const) {
    await db
      .insertInto('demo_bookings')
      .values({
        uid,
        request_id: `request-${uid}`,
        rep_id: 'rep-ana',
        starts_at: '2027-01-05T15:00:00.000Z',
        ends_at: '2027-01-05T15:30:00.000Z',
        status,
        visitor_time_zone: 'Europe/Berlin',
        email: 'lena@fjord.example',
        first_name: 'Lena',
        last_name: 'Berg',
        company: 'Fjord',
        phone_number: '+4930123456',
        company_size: '11-50',
        industry: 'Software',
        confirmation_sent_at: '2026-11-25T12:00:00.000Z',
        updated_at: null,
      })
      .execute();
  }
  await db.insertInto('demo_contact_requests').values({ request_id: 'request-9' }).execute();
  const events = Array.from({ length: EVENTS }, (_, n) => ({
    name: 'Page Viewed',
    value: JSON.stringify({ path: `/blog/post-${n}` }),
    occurred_at: new Date(T0 + n).toISOString(),
    anonymous_id: `anon-${n % 7}`,
    page_url: `https://www.switchboard.example/blog/post-${n}`,
    user_agent: 'Mozilla/5.0',
  }));
  for (let i = 0; i < events.length; i += 200) {
    await db
      .insertInto('analytics_events')
      .values(events.slice(i, i + 200))
      .execute();
  }
  await db
    .insertInto('ad_conversions')
    .values({
      provider: 'meta',
      event_id: 'evt-1',
      payload: '{"event_name":"Lead"}',
      status: 'recorded',
      response: null,
    })
    .execute();
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-source-'));
  sourceFile = path.join(folder, 'switchboard.sqlite');
  const site = openDatabase(sourceFile);
  await fillEveryTable(site);
  await site.destroy();
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Every table of the SQLite file but the migrations' own and the rate-limit counters. */
async function tablesOf(source: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(source);
  return rows
    .map((row) => row.name)
    .filter((name) => !['schema_migrations', 'rate_limits'].includes(name));
}

const rowsOf = (db: Db, table: (typeof COPIED_TABLES)[number], key: string) =>
  sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(key)}`
    .execute(db)
    .then(({ rows }) => rows);

it(`copies every table, row for row and id for id, into ${testEngine}`, async () => {
  const source = openSqliteSource(sourceFile);
  const target = await openTestDb();
  try {
    const report = await copyDatabase(source, target);

    expect([...COPIED_TABLES].sort()).toEqual(await tablesOf(source));
    for (const table of COPIED_TABLES) {
      const rows = await countRows(source, table);
      expect(rows).toBeGreaterThan(0);
      expect({ table, rows: report[table] }).toEqual({ table, rows });
      expect({ table, rows: await countRows(target, table) }).toEqual({ table, rows });
    }
    expect(report.analytics_events).toBe(EVENTS);
    expect(await countRows(target, 'rate_limits')).toBe(0);

    // A sample of rows compared whole: every column, every value, the ids kept.
    expect(await rowsOf(target, 'leads', 'id')).toEqual(await rowsOf(source, 'leads', 'id'));
    expect((await rowsOf(target, 'leads', 'id')).map((row) => row.id)).toEqual([1, 3]);
    for (const [table, key] of [
      ['lead_outbox', 'lead_id'],
      ['accounts', 'id'],
      ['account_users', 'id'],
      ['pending_signups', 'id'],
      ['sessions', 'token_hash'],
      ['demo_bookings', 'id'],
      ['settings', 'key'],
      ['ad_conversions', 'id'],
    ] as const) {
      expect({ table, rows: await rowsOf(target, table, key) }).toEqual({
        table,
        rows: await rowsOf(source, table, key),
      });
    }
    const lastEvent = (await rowsOf(target, 'analytics_events', 'id')).at(-1);
    expect(lastEvent).toEqual((await rowsOf(source, 'analytics_events', 'id')).at(-1));

    // The next lead takes the next id, not one the copy already used.
    const next = await storeLead(
      target,
      blogSubscriberLead('new@acme-logistics.com', 'after-copy', T0),
      {
        forward: false,
      },
    );
    expect(next.leadId).toBe(4);

    // A second run refuses and leaves everything as it was.
    await expect(copyDatabase(source, target)).rejects.toThrow(
      new CopyRefused(
        'The target database already holds rows (settings, paying_customers, leads, lead_outbox, ' +
          'pending_signups, accounts, account_users, sign_in_tokens, sessions, demo_bookings, ' +
          'demo_contact_requests, analytics_events, ad_conversions): nothing was copied. ' +
          'Copy into a freshly migrated, empty database.',
      ),
    );
    expect(await countRows(target, 'leads')).toBe(3);
    expect(await countRows(target, 'analytics_events')).toBe(EVENTS);
  } finally {
    await source.destroy();
  }
});

it('refuses a SQLite file a release behind, and copies nothing', async () => {
  const behindFile = path.join(folder, 'behind.sqlite');
  fs.copyFileSync(sourceFile, behindFile);
  const behind = openDatabase(behindFile);
  await behind
    .deleteFrom('schema_migrations')
    .where('id', '=', '120-demo-bookings-per-request')
    .execute();
  await behind.destroy();

  const source = openSqliteSource(behindFile);
  const target = await openTestDb();
  try {
    await expect(copyDatabase(source, target)).rejects.toThrow(
      /^The SQLite file has \d+ of this release's \d+ migrations: migrate it first/,
    );
    for (const table of COPIED_TABLES) expect(await countRows(target, table)).toBe(0);
  } finally {
    await source.destroy();
  }
});
