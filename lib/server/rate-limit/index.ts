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
 * Counts one attempt against a policy for a key, in a fixed window stored in SQLite (so limits hold
 * across restarts and, with PostgreSQL later, across instances). `now` is injectable for tests.
 */
export function consumeRateLimit(
  db: Db,
  policyName: RateLimitPolicyName,
  key: string,
  now: number = Date.now(),
): RateLimitResult {
  const window = windowAt(policyName, now);
  const row = db
    .prepare(
      `INSERT INTO rate_limits (policy, key, window_start, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (policy, key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .get(policyName, key, window.start) as { count: number };
  // Old windows are dead weight: drop them now and then rather than on every call.
  if (Math.random() < 0.01) {
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(now - 24 * 60 * 60 * 1000);
  }
  return window.result(row.count, row.count <= window.attempts);
}

/**
 * The state of a policy for a key without counting an attempt: allowed is false once the window's
 * attempts are used up. For lockouts that must refuse every request while they last.
 */
export function peekRateLimit(
  db: Db,
  policyName: RateLimitPolicyName,
  key: string,
  now: number = Date.now(),
): RateLimitResult {
  const window = windowAt(policyName, now);
  const row = db
    .prepare('SELECT count FROM rate_limits WHERE policy = ? AND key = ? AND window_start = ?')
    .get(policyName, key, window.start) as { count: number } | undefined;
  const used = row?.count ?? 0;
  return window.result(used, used < window.attempts);
}
