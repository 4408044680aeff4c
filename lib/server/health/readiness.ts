import '@/lib/server/only-on-server';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { databaseFailureReason, describeDatabase, engineOf, type Db } from '@/lib/server/db';
import type { Reply } from '@/lib/server/http/api-route';

/**
 * Readiness (GET /api/health): whether this instance can store what visitors send. A load balancer
 * takes an instance out of rotation on a 503, so the check reads the database for real and, on
 * SQLite, asks the file system what a read cannot tell: an open SQLite file keeps answering reads
 * from a deleted file, a read-only mount or a full disk, while every write fails.
 */

/** Below this much free space in the database's folder the next write may fail (SQLITE_FULL). */
export const DATABASE_MIN_FREE_BYTES = 1024 * 1024;

/** Which dependency failed, as the 503 names it: no path, host or message (the route is public). */
export type ReadinessProblem = 'query-failed' | 'file-missing' | 'read-only' | 'disk-full';

export type Readiness =
  { ready: true } | { ready: false; problem: ReadinessProblem; detail: string };

interface ReadinessOptions {
  minFreeBytes?: number;
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? error);

/** What the file system says about a SQLite file and its folder (WAL and journal files go there). */
async function sqliteFileProblem(
  file: string,
  minFreeBytes: number,
): Promise<Readiness | undefined> {
  const folder = path.dirname(file);
  try {
    await fs.access(file, fs.constants.W_OK);
    await fs.access(folder, fs.constants.W_OK);
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ENOENT') {
      return {
        ready: false,
        problem: 'file-missing',
        detail: `${file} is gone (a removed volume or file): what is written now would be lost`,
      };
    }
    return { ready: false, problem: 'read-only', detail: `${folder} is not writable (${code})` };
  }
  const { bavail, bsize } = await fs.statfs(folder);
  const free = bavail * bsize;
  if (free < minFreeBytes) {
    return { ready: false, problem: 'disk-full', detail: `${folder} has ${free} bytes free` };
  }
  return undefined;
}

/**
 * Reads a real table (schema_migrations, on both engines: `SELECT 1` never opens SQLite's file),
 * then on SQLite checks that its file is still there, writable, with room to grow. Never writes:
 * a probe that took SQLite's write lock would wait behind every other writer.
 */
export async function checkReadiness(
  database: () => Db,
  { minFreeBytes = DATABASE_MIN_FREE_BYTES }: ReadinessOptions = {},
): Promise<Readiness> {
  let file: string | undefined;
  try {
    const db = database();
    await sql`SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1`.execute(db);
    if (engineOf(db) === 'sqlite') {
      // The file of the connection itself ('' in memory), wherever DATA_DIR pointed when it opened.
      const { rows } = await sql<{
        file: string;
      }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(db);
      file = rows[0]?.file || undefined;
    }
  } catch (error) {
    return {
      ready: false,
      problem: 'query-failed',
      detail: `cannot read it: ${databaseFailureReason(error)}`,
    };
  }
  if (!file) return { ready: true };
  try {
    return (await sqliteFileProblem(file, minFreeBytes)) ?? { ready: true };
  } catch (error) {
    return { ready: false, problem: 'read-only', detail: `cannot check ${file}: ${codeOf(error)}` };
  }
}

/**
 * The readiness answer: 200 `{status: 'ok'}`, or 503 naming the dependency and its problem, with
 * one line on the log per failed probe (no stack: a probe every few seconds would flood it).
 */
export async function readinessReply(
  database: () => Db,
  options?: ReadinessOptions,
): Promise<Reply> {
  const readiness = await checkReadiness(database, options);
  if (readiness.ready) return { status: 200, body: { status: 'ok' } };
  console.error(`[health] not ready: the ${describeDatabase()}: ${readiness.detail}`);
  return {
    status: 503,
    body: { status: 'unavailable', dependency: 'database', problem: readiness.problem },
  };
}
