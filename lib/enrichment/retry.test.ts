import { MAX_ATTEMPTS_EXCEEDED, retry } from './retry';

describe('retry helper', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 1500 ms, then retries after 1000 ms and 2000 ms, then gives up', async () => {
    const attempt = jest.fn<Promise<string>, [number]>().mockRejectedValue(new Error('down'));
    const outcome = retry(attempt);
    const rejected = expect(outcome).rejects.toThrow(MAX_ATTEMPTS_EXCEEDED);

    await jest.advanceTimersByTimeAsync(1499);
    expect(attempt).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);

    await jest.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);

    await rejected;
    expect(MAX_ATTEMPTS_EXCEEDED).toBe('Max attempts exceeded');
  });

  it('resolves with the first successful attempt', async () => {
    const attempt = jest
      .fn<Promise<string>, [number]>()
      .mockRejectedValueOnce(new Error('flaky'))
      .mockResolvedValueOnce('identified');
    const outcome = retry(attempt);
    await jest.advanceTimersByTimeAsync(1500 + 1000);
    await expect(outcome).resolves.toBe('identified');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
