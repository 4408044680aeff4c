import {
  clientIdFromGaCookie,
  getGoogleClientId,
  resetGoogleClientIdForTests,
} from './google-client-id';

describe('GA4 client id', () => {
  beforeEach(() => {
    resetGoogleClientIdForTests();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('reads the id from gtag and caches it', async () => {
    const gtag = jest.fn((...args: unknown[]) => (args[3] as (id: string) => void)('111.222'));
    const deps = { measurementId: 'G-TEST', gtag, analyticsAllowed: true };
    await expect(getGoogleClientId(deps)).resolves.toBe('111.222');
    await expect(getGoogleClientId(deps)).resolves.toBe('111.222');
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('get', 'G-TEST', 'client_id', expect.any(Function));
  });

  it('stops waiting after 2 s, logs only, and falls back to the _ga cookie', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const id = getGoogleClientId({
      measurementId: 'G-TEST',
      gtag: () => undefined,
      cookie: 'a=b; _ga=GA1.1.333.444',
      analyticsAllowed: true,
    });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(id).resolves.toBe('333.444');
    expect(info).toHaveBeenCalledWith('[analytics] timed out waiting for GA4 client ID');
  });

  it('warns about a blank cached id and asks again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blank = jest.fn((...args: unknown[]) => (args[3] as (id: string) => void)(''));
    await expect(
      getGoogleClientId({ measurementId: 'G', gtag: blank, analyticsAllowed: true }),
    ).resolves.toBeUndefined();
    const real = jest.fn((...args: unknown[]) => (args[3] as (id: string) => void)('555.666'));
    await expect(
      getGoogleClientId({ measurementId: 'G', gtag: real, analyticsAllowed: true }),
    ).resolves.toBe('555.666');
    expect(warn).toHaveBeenCalledWith('[analytics] Blank cached client id, asking again');
  });

  it('reads nothing without analytics consent', async () => {
    const gtag = jest.fn();
    await expect(
      getGoogleClientId({ measurementId: 'G', gtag, analyticsAllowed: false }),
    ).resolves.toBeUndefined();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('parses the _ga cookie format', () => {
    expect(clientIdFromGaCookie('_ga=GA1.2.1234567890.1700000000')).toBe('1234567890.1700000000');
    expect(clientIdFromGaCookie('x_ga=GA1.2.1.2')).toBeUndefined();
  });
});
