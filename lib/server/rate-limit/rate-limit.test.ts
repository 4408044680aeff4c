import { closeTestDb, openTestDb } from '@/tests/support/test-db';
import { consumeRateLimit, peekRateLimit } from '.';
import { RATE_LIMIT_POLICIES } from './policies';

describe('consumeRateLimit', () => {
  const policy = RATE_LIMIT_POLICIES.sendValidationEmailPerEmail;
  const t0 = 1_800_000_000_000 - (1_800_000_000_000 % (policy.windowS * 1000));

  it('allows the policy attempts, refuses the next one, and opens again in the next window', async () => {
    const db = await openTestDb();
    for (let i = 0; i < policy.attempts; i += 1) {
      expect(
        (await consumeRateLimit(db, 'sendValidationEmailPerEmail', 'a@b.com', t0)).allowed,
      ).toBe(true);
    }
    const refused = await consumeRateLimit(db, 'sendValidationEmailPerEmail', 'a@b.com', t0 + 1000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterS: policy.windowS - 1 });
    // Another key has its own bucket.
    expect((await consumeRateLimit(db, 'sendValidationEmailPerEmail', 'c@d.com', t0)).allowed).toBe(
      true,
    );
    expect(
      (
        await consumeRateLimit(
          db,
          'sendValidationEmailPerEmail',
          'a@b.com',
          t0 + policy.windowS * 1000,
        )
      ).allowed,
    ).toBe(true);
    await closeTestDb(db);
  });

  it('counts attempts made at once exactly (one atomic upsert, as across instances)', async () => {
    const db = await openTestDb();
    const results = await Promise.all(
      Array.from({ length: policy.attempts + 3 }, () =>
        consumeRateLimit(db, 'sendValidationEmailPerEmail', 'burst@b.com', t0),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(policy.attempts);
    await closeTestDb(db);
  });

  it('peeks without counting: allowed until the attempts are used up, open again next window', async () => {
    const db = await openTestDb();
    expect(await peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0)).toEqual({
      allowed: true,
      remaining: policy.attempts,
      retryAfterS: policy.windowS,
    });
    for (let i = 0; i < policy.attempts - 1; i += 1) {
      await consumeRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0);
      expect((await peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0)).allowed).toBe(
        true,
      );
    }
    await consumeRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0);
    expect(await peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', t0 + 1000)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterS: policy.windowS - 1,
    });
    const nextWindow = t0 + policy.windowS * 1000;
    expect(
      (await peekRateLimit(db, 'sendValidationEmailPerEmail', 'e@f.com', nextWindow)).allowed,
    ).toBe(true);
    await closeTestDb(db);
  });
});
