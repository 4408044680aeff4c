import '@/lib/server/only-on-server';
import type { Db } from '@/lib/server/db';
import { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from './policies';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterS: number;
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
  const policy = RATE_LIMIT_POLICIES[policyName];
  const windowMs = policy.windowS * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = db
    .prepare(
      `INSERT INTO rate_limits (policy, key, window_start, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (policy, key, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .get(policyName, key, windowStart) as { count: number };
  // Old windows are dead weight: drop them now and then rather than on every call.
  if (Math.random() < 0.01) {
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(now - 24 * 60 * 60 * 1000);
  }
  return {
    allowed: row.count <= policy.attempts,
    remaining: Math.max(0, policy.attempts - row.count),
    retryAfterS: Math.ceil((windowStart + windowMs - now) / 1000),
  };
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
  const policy = RATE_LIMIT_POLICIES[policyName];
  const windowMs = policy.windowS * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = db
    .prepare('SELECT count FROM rate_limits WHERE policy = ? AND key = ? AND window_start = ?')
    .get(policyName, key, windowStart) as { count: number } | undefined;
  const count = row?.count ?? 0;
  return {
    allowed: count < policy.attempts,
    remaining: Math.max(0, policy.attempts - count),
    retryAfterS: Math.ceil((windowStart + windowMs - now) / 1000),
  };
}
