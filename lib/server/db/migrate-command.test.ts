import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openTestDb, testDbEnv, testEngine, TEST_DATABASE_URL } from '@/tests/support/test-db';
import { readMigrations } from './migrate';

/**
 * `npm run migrate` (scripts/migrate.ts) in a release folder whose database is named in .env, as
 * `next start` would read it there (decision 0249): it migrates that database, on the test's
 * engine, says which one (never its password) and exits 0; one it cannot reach makes it exit 1
 * naming it. The release folder holds the .env, the migrations (lib/) and node_modules, as a
 * deploy's checkout does; the script runs with no variable of its own but PATH, HOME and NODE_ENV.
 */
const ROOT = process.cwd();
const PASSWORD = 'dotenv-only-s3cret';
const MIGRATIONS = readMigrations().length;

let release: string;

beforeEach(() => {
  release = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  for (const linked of ['lib', 'node_modules']) {
    fs.symlinkSync(path.join(ROOT, linked), path.join(release, linked));
  }
});

afterEach(() => fs.rmSync(release, { recursive: true, force: true }));

function migrateWithDotenv(dotenv: string) {
  fs.writeFileSync(path.join(release, '.env'), `${dotenv}\n`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/migrate.ts')],
    {
      cwd: release,
      env: {
        // As on a release machine: the production mode's .env files, as `next start` reads them.
        NODE_ENV: 'production',
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The test cluster's URL for another database, with a password the trust login ignores. */
function urlOf(database: string): string {
  const match = /^(postgres(?:ql)?:\/\/)([^:@/]*)(?::[^@/]*)?@([^/]*)\/[^?]*(.*)$/.exec(
    TEST_DATABASE_URL ?? '',
  );
  if (!match) throw new Error(`unexpected TEST_DATABASE_URL shape: ${TEST_DATABASE_URL}`);
  const [, scheme, user, host, query] = match;
  return `${scheme}${user}:${PASSWORD}@${host}/${database}${query}`;
}

it(`migrates the database .env names, and says which (${testEngine})`, async () => {
  let dotenv: string;
  let migrated: string;
  let database: string | undefined;
  if (TEST_DATABASE_URL) {
    database = `release_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${database}`);
    dotenv = `DATABASE_URL=${urlOf(database)}`;
    const socket = /[?&]host=([^&]*)/.exec(TEST_DATABASE_URL)?.[1] ?? '';
    migrated = `PostgreSQL database "${database}" on the socket in ${socket} as postgres`;
  } else {
    // A database file as the release keeps it: DATA_DIR/switchboard.sqlite.
    const file = testDbEnv(await openTestDb({ file: true })).TEST_DB_FILE ?? '';
    dotenv = `DATA_DIR=${path.dirname(file)}`;
    migrated = `SQLite database ${file}`;
  }
  try {
    const { status, output } = migrateWithDotenv(dotenv);
    expect(output).toContain(`[migrate] ${migrated}: ${MIGRATIONS} migrations applied`);
    expect(output).not.toContain(PASSWORD);
    expect(status).toBe(0);
    if (database) {
      const applied = new pg.Client({ connectionString: urlOf(database) });
      await applied.connect();
      const { rows } = await applied
        .query<{ n: string }>('SELECT COUNT(*) AS n FROM schema_migrations')
        .finally(() => applied.end());
      expect(Number(rows[0]?.n)).toBe(MIGRATIONS);
    }
  } finally {
    if (database) await admin(`DROP DATABASE ${database}`);
  }
}, 60_000);

it('exits 1 naming the PostgreSQL database .env names when it cannot reach it', () => {
  const { status, output } = migrateWithDotenv(
    `DATABASE_URL=postgres://switchboard:${PASSWORD}@127.0.0.1:1/switchboard`,
  );
  expect(output).toContain(
    '[migrate] failed: Cannot open the PostgreSQL database "switchboard" on 127.0.0.1:1 as ' +
      'switchboard: connect ECONNREFUSED 127.0.0.1:1',
  );
  expect(output).not.toContain(PASSWORD);
  expect(status).toBe(1);
}, 60_000);
