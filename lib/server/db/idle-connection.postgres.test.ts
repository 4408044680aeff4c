import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openTestDb, testDbEnv, TEST_DATABASE_URL } from '@/tests/support/test-db';

/**
 * PostgreSQL ends a pooled connection while it is idle (a restart, a failover,
 * pg_terminate_backend). The instance logs one line, reports it, and goes on serving on a new
 * connection: the pool's 'error' event, unheard, was an uncaught exception, after which Bugsnag
 * ends the process (and every instance went down together). The instance is a child process in
 * the preview stage with Bugsnag started, as deployed; a stand-in receives what Bugsnag sends.
 */
const INSTANCE = `
const { sql } = require('kysely');
const pg = require('pg');
const { openPostgres } = require('@/lib/server/db');
const { startServerErrorReporting } = require('@/lib/error-reporting/server');

const { TEST_DATABASE_URL: url, TEST_DB_SCHEMA: schema, NOTIFY_URL: notify } = process.env;
const backend = async (db) =>
  (await sql\`SELECT pg_backend_pid() AS pid\`.execute(db)).rows[0].pid;

(async () => {
  startServerErrorReporting({ endpoints: { notify, sessions: notify } });
  const db = openPostgres(url, { poolSize: 1, schema });
  const first = await backend(db);
  const logged = new Promise((resolve) => {
    const warn = console.warn;
    console.warn = (...args) => (warn(...args), resolve());
  });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('SELECT pg_terminate_backend($1)', [first]);
  await admin.end();
  await Promise.race([logged, new Promise((resolve) => setTimeout(resolve, 5000))]);
  const second = await backend(db);
  console.log(JSON.stringify({ first, second }));
})();
`;

// PostgreSQL's alone: *.postgres.test.ts runs only in `make unit-postgres` (jest.config.js).
const postgresUrl = TEST_DATABASE_URL!;

describe('an idle PostgreSQL connection that the server ends', () => {
  const reports: { context?: string; exceptions: { message: string }[] }[] = [];
  const bugsnag = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/notify') reports.push(...(JSON.parse(text) as { events: [] }).events);
      res.writeHead(202).end();
    });
  });
  let dataDir: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => bugsnag.listen(0, '127.0.0.1', resolve));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-connection-'));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => bugsnag.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is logged in one line and reported, and the instance keeps serving queries on a new one', async () => {
    const { TEST_DB_SCHEMA: schema = '' } = testDbEnv(await openTestDb());
    const notify = `http://127.0.0.1:${(bugsnag.address() as AddressInfo).port}/notify`;
    const instance = spawn(process.execPath, ['--import', 'tsx', '-e', INSTANCE], {
      cwd: process.cwd(),
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TSX_TSCONFIG_PATH: path.join(process.cwd(), 'tsconfig.json'),
        APP_STAGE: 'preview',
        BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef',
        DATA_DIR: dataDir,
        TEST_DATABASE_URL: postgresUrl,
        TEST_DB_SCHEMA: schema,
        NOTIFY_URL: notify,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    instance.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    instance.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      for (let waited = 0; !(stdout.includes('"second"') && reports.length > 0); waited += 50) {
        if (instance.exitCode !== null || waited > 30_000) {
          throw new Error(`no second query (exit code ${instance.exitCode}):\n${stdout}${stderr}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(instance.exitCode).toBeNull();

      const { database, host, port, user } = new pg.Client({ connectionString: postgresUrl });
      const where = host.startsWith('/') ? `the socket in ${host}` : `${host}:${port}`;
      const line =
        `[db] The PostgreSQL database "${database}" on ${where} as ${user} ended ` +
        'an idle connection: terminating connection due to administrator command ' +
        '(the pool opens a new one)';
      expect(stderr.split('\n').filter((text) => text.startsWith('[db]'))).toEqual([line]);

      const { first, second } = JSON.parse(stdout.trim().split('\n').pop() ?? '') as {
        first: number;
        second: number;
      };
      expect(second).not.toBe(first);

      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({
        context: 'PostgreSQL idle connection ended',
        exceptions: [{ message: 'terminating connection due to administrator command' }],
      });
    } finally {
      instance.kill();
    }
  }, 60_000);
});
