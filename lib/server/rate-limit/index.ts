import '@/lib/server/only-on-server';
import type { Db } from '@/lib/server/db';
import { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from './policies';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterS: number;
}

/** The fixed window `now` falls in, and what `used` attempts in it leave. */
function windowAt(policyName: RateLimitPolicyName, now: number) {
  const policy = RATE_LIMIT_POLICIES[policyName];
  const windowMs = policy.windowS * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const result = (used: number, allowed: boolean): RateLimitResult => ({
    allowed,
    remaining: Math.max(0, policy.attempts - used),
    retryAfterS: Math.ceil((start + windowMs - now) / 1000),
  });
  return { start, attempts: policy.attempts, result };
}

/**
 * Counts one attempt against a policy for a key, in a fixed window stored in the database, so
 * limits hold across restarts and, on PostgreSQL, across every instance: the count is one atomic
 * upsert, whichever instance serves the attempt. `now` is injectable for tests.
 */
export async function consumeRateLimit(
  db: Db,
  policyName: RateLimitPolicyName,
  key: string,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const window = windowAt(policyName, now);
  const row = await db
    .insertInto('rate_limits')
    .values({ policy: policyName, key, window_start: window.start, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['policy', 'key', 'window_start'])
        .doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  // Old windows are dead weight: drop them now and then rather than on every call.
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', now - 24 * 60 * 60 * 1000)
      .execute();
  }
  return window.result(row.count, row.count <= window.attempts);
}

/**
 * The state of a policy for a key without counting an attempt: allowed is false once the window's
 * attempts are used up. For lockouts that must refuse every request while they last.
 */
export async function peekRateLimit(
  db: Db,
  policyName: RateLimitPolicyName,
  key: string,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const window = windowAt(policyName, now);
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('policy', '=', policyName)
    .where('key', '=', key)
    .where('window_start', '=', window.start)
    .executeTakeFirst();
  const used = row?.count ?? 0;
  return window.result(used, used < window.attempts);
}
