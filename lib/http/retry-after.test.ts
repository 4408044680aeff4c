import { retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Wed, 25 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
