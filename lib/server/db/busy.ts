import '@/lib/server/only-on-server';

/**
 * A write lock held by another process (docs/decisions/0002). better-sqlite3 waits for a lock
 * synchronously, so every millisecond a statement waits, the whole server waits with it. A
 * statement therefore waits only a few milliseconds; then the lock surfaces as one typed error,
 * DatabaseBusyError: a route answers it 503 with Retry-After, and a write that must not be lost
 * waits for the lock asynchronously (retryWhileBusy). PostgreSQL waits without blocking the event
 * loop, for POSTGRES_LOCK_TIMEOUT_MS; its lock-timeout error is mapped here and nowhere else.
 */

/** How long one statement may wait for a lock while the event loop stands still. */
export const STATEMENT_BUSY_TIMEOUT_MS = 5;
/** Migrations run before the first request is served, where waiting blocks no visitor. */
export const MIGRATION_BUSY_TIMEOUT_MS = 5000;
/** How long a PostgreSQL statement waits for a row or table lock (lock_timeout). */
export const POSTGRES_LOCK_TIMEOUT_MS = 5000;
/**
 * How long a request (or start-up) waits for a PostgreSQL connection: a new one, or a free one of
 * the pool. Without it a host that drops packets holds each request for the system's connect
 * timeout (about two minutes) before anything is said.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;
/** The Retry-After of a request refused because the database is busy. */
export const DATABASE_BUSY_RETRY_AFTER_S = 2;

export class DatabaseBusyError extends Error {
  readonly retryAfterS = DATABASE_BUSY_RETRY_AFTER_S;

  constructor(options?: { cause?: unknown }) {
    super('The database is locked by another writer', options);
    this.name = 'DatabaseBusyError';
  }
}

/** SQLite's SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, ...); PostgreSQL's lock_not_available. */
const BUSY_CODE = /^(SQLITE_BUSY|55P03$)/;

/** The typed error for a lock failure of the driver, or undefined for any other error. */
export function asDatabaseBusy(error: unknown): DatabaseBusyError | undefined {
  if (error instanceof DatabaseBusyError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BUSY_CODE.test(code)
    ? new DatabaseBusyError({ cause: error })
    : undefined;
}

export const WRITE_RETRY = {
  firstDelayMs: 10,
  maxDelayMs: 1000,
  /** Gives up after this long (a lock held longer is an outage, not contention). */
  deadlineMs: 60_000,
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write that must survive a lock: while the database is busy it tries again after a
 * doubling delay (on a timer, so other requests are served meanwhile) until `deadlineMs` has
 * passed, then throws DatabaseBusyError. Any other error is thrown at once.
 */
export async function retryWhileBusy<T>(
  write: () => T | Promise<T>,
  {
    firstDelayMs,
    maxDelayMs,
    deadlineMs,
  }: { firstDelayMs: number; maxDelayMs: number; deadlineMs: number } = WRITE_RETRY,
): Promise<T> {
  const started = Date.now();
  for (let delay: number = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await write();
    } catch (error) {
      const busy = asDatabaseBusy(error);
      if (!busy) throw error;
      if (Date.now() - started + delay > deadlineMs) throw busy;
      await sleep(delay);
    }
  }
}

/** A unique index refused the write (SQLite or PostgreSQL): someone else holds that value. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
