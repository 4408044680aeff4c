import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { resetEnvForTests } from '@/lib/env';
import { closeDb, databasePath, getDb, setProcessDbForTests } from '@/lib/server/db';
import { readinessReply } from '@/lib/server/health/readiness';
import healthHandler from '@/pages/api/health';
import { serveApiHandler } from '../support/next-api-server';

/**
 * Readiness on the embedded engine: SQLite's file lives in DATA_DIR, so /api/health also asks the
 * file system whether what is written now would last. (PostgreSQL keeps its files on its own
 * server: health-route.test.ts covers both engines; this suite is SQLite's alone, so it is not one
 * of `make unit-postgres`'s.) A read-only DATA_DIR is checked too (EACCES, EROFS), but cannot be
 * made here: the tests run as root, who writes to a folder whatever its mode.
 */

type Served = Awaited<ReturnType<typeof serveApiHandler>>;
let health: Served;

beforeAll(async () => {
  health = await serveApiHandler(healthHandler);
});

afterAll(async () => {
  await health.close();
});

async function probe(pathname: string) {
  const answer = await fetch(`${health.origin}${pathname}`);
  return { status: answer.status, text: await answer.text() };
}

const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call: unknown[]) => format(...call));

describe('on SQLite, under DATA_DIR', () => {
  const savedDataDir = process.env.DATA_DIR;
  let dataDir: string;

  beforeEach(async () => {
    await closeDb();
    setProcessDbForTests(undefined);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-'));
    process.env.DATA_DIR = dataDir;
    resetEnvForTests();
    getDb();
  });

  afterEach(async () => {
    fs.chmodSync(dataDir, 0o755);
    await closeDb();
    process.env.DATA_DIR = savedDataDir;
    resetEnvForTests();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 "file-missing" once the database file is removed under the running instance', async () => {
    expect((await probe('/api/health')).status).toBe(200);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = databasePath();
    // The open handle keeps reading the deleted file: only the file system tells.
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });

    const answer = await probe('/api/health');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toEqual({
      status: 'unavailable',
      dependency: 'database',
      problem: 'file-missing',
    });
    expect(printed(logged)).toEqual([
      `[health] not ready: the SQLite database ${file}: ${file} is gone (a removed volume or ` +
        'file): what is written now would be lost',
    ]);
  });

  it('answers 503 "disk-full" when the folder has less free space than a write needs', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The real statfs of the test's folder, against a minimum no disk meets.
    const reply = await readinessReply(getDb, { minFreeBytes: Number.MAX_SAFE_INTEGER });
    expect(reply).toEqual({
      status: 503,
      body: { status: 'unavailable', dependency: 'database', problem: 'disk-full' },
    });
    expect(printed(logged)).toHaveLength(1);
    expect(printed(logged)[0]).toMatch(
      new RegExp(`^\\[health\\] not ready: .*: ${dataDir} has \\d+ bytes free$`),
    );
  });
});
