import { startWhiteOut } from './white-out';

describe('A/B white-out', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the page at once when the wait flag is not set', () => {
    const reveal = jest.fn();
    startWhiteOut({ waitFlag: false, reveal });
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('with the wait flag, keeps the page hidden until 5000 ms', () => {
    const reveal = jest.fn();
    const whiteOut = startWhiteOut({ waitFlag: true, reveal });
    jest.advanceTimersByTime(4999);
    expect(reveal).not.toHaveBeenCalled();
    expect(whiteOut.isRevealed()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('shows the page as soon as an experiment is applied, once', () => {
    const reveal = jest.fn();
    const whiteOut = startWhiteOut({ waitFlag: true, reveal });
    jest.advanceTimersByTime(1200);
    whiteOut.experimentApplied();
    expect(reveal).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    whiteOut.experimentApplied();
    expect(reveal).toHaveBeenCalledTimes(1);
  });
});
