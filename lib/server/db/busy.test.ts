import {
  asDatabaseBusy,
  DatabaseBusyError,
  POSTGRES_LOCK_TIMEOUT_MS,
  retryWhileBusy,
} from './busy';
import type { Db } from '.';
import { openTestDb, openTestDbFromEnv, testDbEnv, testEngine } from '@/tests/support/test-db';

/**
 * A lock held by another instance (issue 18): on either engine a write that cannot get it surfaces
 * as the one typed DatabaseBusyError (a route answers 503 with Retry-After), and a write that must
 * not be lost waits it out with retryWhileBusy. The second connection stands for a second instance.
 */
const countOf = async (db: Db) =>
  (await db.selectFrom('rate_limits').select('count').executeTakeFirst())?.count;

// One attempt against the policy's window: the row another instance may be writing too.
const attempt = (db: Db) =>
  db
    .insertInto('rate_limits')
    .values({ policy: 'editorLoginPerIp', key: '203.0.113.7', window_start: 0, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['policy', 'key', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .execute();

it(
  `turns another instance's lock into DatabaseBusyError, and retryWhileBusy writes once it ends (${testEngine})`,
  async () => {
    const db = await openTestDb({ file: true });
    // The second instance opens the same database the way a child process would.
    const location = testDbEnv(db);
    const before = Object.keys(location).map((key) => [key, process.env[key]] as const);
    Object.assign(process.env, location);
    const otherInstance = openTestDbFromEnv();
    for (const [key, value] of before) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = otherInstance.transaction().execute(async (trx) => {
      await attempt(trx);
      holding();
      await released;
    });
    try {
      await held;
      const refused = await attempt(db).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(asDatabaseBusy(refused)).toBeInstanceOf(DatabaseBusyError);
      expect(asDatabaseBusy(refused)?.retryAfterS).toBe(2);

      const retried = retryWhileBusy(() => attempt(db));
      setTimeout(release, 300);
      await retried;
      await holder;
      // Both attempts counted: the other instance's and the one that waited.
      expect(await countOf(db)).toBe(2);
    } finally {
      release();
      await holder.catch(() => undefined);
      await otherInstance.destroy();
    }
  },
  POSTGRES_LOCK_TIMEOUT_MS * 3,
);
