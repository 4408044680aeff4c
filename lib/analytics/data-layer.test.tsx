import { gtag, pushWithCallback } from './data-layer';

describe('tag-manager data layer', () => {
  beforeEach(() => {
    window.dataLayer = [];
    delete window.gtag;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('resolves when the tag manager calls the event callback', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const done = pushWithCallback({ event: 'trial_signup' });
    const entry = window.dataLayer?.[0] as { eventCallback: () => void; eventTimeout: number };
    expect(entry.eventTimeout).toBe(10_000);
    entry.eventCallback();
    await expect(done).resolves.toBeUndefined();
    expect(info).not.toHaveBeenCalled();
  });

  it('gives up after 10 s when the container never loads, and logs it only', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    let settled = false;
    void pushWithCallback({ event: 'trial_signup' }).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(info).toHaveBeenCalledWith('[analytics] Event callback timed out: trial_signup');
  });

  it('pushes gtag calls as Arguments objects, as the tag manager expects', () => {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    const entry = window.dataLayer?.[0] as unknown as IArguments;
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    expect(Array.from(entry)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });
});
