import Database from 'better-sqlite3';
import { migrate } from '@/lib/server/db/migrate';
import { consumeRateLimit, peekRateLimit } from '.';
import { RATE_LIMIT_POLICIES } from './policies';

describe('consumeRateLimit', () => {
  const policy = RATE_LIMIT_POLICIES.sendValidationEmailPerEmail;
  const t0 = 1_800_000_000_000 - (1_800_000_000_000 % (policy.windowS * 1000));

  it('allows the policy attempts, refuses the next one, and opens again in the next window', () => {
    const db = new Database(':memory:');
    migrate(db);
    for (let i = 0; i < policy.attempts; i += 1) {
      expect(consumeRateLimit(db, 'sendValidationEmailPerEmail', 'a@b.com', t0).allowed).toBe(true);
    }
    const refused = consumeRateLimit(db, 'sendValidationEmailPerEmail', 'a@b.com', t0 + 1000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterS: policy.windowS - 1 });
    // Another key has its own bucket.
    expect(consumeRateLimit(db, 'sendValidationEmailPerEmail', 'c@d.com', t0).allowed).toBe(true);
    expect(
      consumeRateLimit(db, 'sendValidationEmailPerEmail', 'a@b.com', t0 + policy.windowS * 1000)
        .allowed,
    ).toBe(true);
  });

  it('peeks without counting: allowed until the attempts are used up, open again next window', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0)).toEqual({
      allowed: true,
      remaining: policy.attempts,
      retryAfterS: policy.windowS,
    });
    for (let i = 0; i < policy.attempts - 1; i += 1) {
      consumeRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0);
      expect(peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0).allowed).toBe(true);
    }
    consumeRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0);
    expect(peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0 + 1000)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterS: policy.windowS - 1,
    });
    const nextWindow = t0 + policy.windowS * 1000;
    expect(peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', nextWindow).allowed).toBe(
      true,
    );
  });
});
