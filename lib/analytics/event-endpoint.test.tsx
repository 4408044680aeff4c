import { ALWAYS_ACTIVE_CONSENT_GROUPS } from '@/constants/consent';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { resetConsentForTests, updateConsent } from '@/lib/consent/consent-store';
import { track } from './track';

describe('track', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

  beforeEach(() => {
    resetConsentForTests();
    window.dataLayer = [];
    window.localStorage.clear();
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('pushes to the data layer at once and posts to the event store once Performance is granted', () => {
    track('scroll_depth_50', { page_path: '/pricing' });
    expect(window.dataLayer).toEqual([{ event: 'scroll_depth_50', page_path: '/pricing' }]);
    expect(fetchMock).not.toHaveBeenCalled();

    updateConsent({ loaded: true, model: 'opt-out', grantedGroups: ['C0001', 'C0002'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/1/noauth/event');
    const body = JSON.parse(String(init.body)) as { name: string; value: string; time: string };
    expect(body.name).toBe('scroll_depth_50');
    expect(JSON.parse(body.value)).toEqual({ page_path: '/pricing' });
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
    expect((init.headers as Record<string, string>)[ANONYMOUS_ID_HEADER]).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('sends nothing to the store, and sets no anonymous id, without Performance consent', () => {
    updateConsent({ loaded: true, model: 'opt-in', grantedGroups: ALWAYS_ACTIVE_CONSENT_GROUPS });
    track('link_click', { link_url: '/', link_text: 'Home', location: 'Header' });
    expect(window.dataLayer).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.length).toBe(0);
  });

  it('warns during development when a catalogue property is missing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    track('modal_opened', {});
    expect(warn).toHaveBeenCalledWith(
      '[analytics] modal_opened is missing label (lib/analytics/catalogue.ts)',
    );
  });
});
