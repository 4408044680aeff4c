/** @jest-environment jsdom */
import { grantedGroupsFor } from '@/lib/consent/groups';
import { resetConsentForTests, updateConsent } from '@/lib/consent/consent-store';
import { notifyError } from '@/lib/error-reporting/browser';
import { linkedInClickId, reportConversion } from './conversions';

jest.mock('@/lib/error-reporting/browser', () => ({ notifyError: jest.fn() }));

const conversion = {
  kind: 'trial',
  email: 'ada@lovelace-analytics.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  contentName: 'Trial signup',
} as const;

const setClickIdCookie = (raw: string) => {
  document.cookie = `li_fat_id=${raw}; path=/`;
};

let posted: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  resetConsentForTests();
  updateConsent({
    loaded: true,
    model: 'opt-out',
    grantedGroups: grantedGroupsFor('opt-out', null),
  });
  posted = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({
      url: String(input),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    return Promise.resolve({ ok: true, status: 202 } as Response);
  }) as unknown as typeof fetch;
  (notifyError as jest.Mock).mockClear();
});

afterEach(() => {
  document.cookie = 'li_fat_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
});

describe('the LinkedIn click id', () => {
  it.each(['%', '%E0%A4%A', '%zz'])(
    'reads a malformed li_fat_id cookie (%s) as no click id, and the conversion still goes out without it',
    (raw) => {
      setClickIdCookie(raw);
      expect(linkedInClickId()).toBe('');
      expect(reportConversion(conversion)).toBe(true);
      expect(posted.find((call) => call.url === '/api/licapi')?.body.clickId).toBe('');
    },
  );

  it('reads a well-formed cookie, decoded', () => {
    setClickIdCookie('4c1e%2D9b2a');
    expect(linkedInClickId()).toBe('4c1e-9b2a');
  });

  it('drops a click id longer than the conversion proxy takes (its contract: 200 characters)', () => {
    setClickIdCookie('a'.repeat(201));
    expect(linkedInClickId()).toBe('');
    setClickIdCookie('a'.repeat(200));
    expect(linkedInClickId()).toBe('a'.repeat(200));
    // An over-long id in the URL gives way to the cookie's good one.
    window.history.replaceState(null, '', `/?li_fat_id=${'b'.repeat(201)}`);
    expect(linkedInClickId()).toBe('a'.repeat(200));
  });

  it('prefers the id in the URL', () => {
    setClickIdCookie('from-cookie');
    window.history.replaceState(null, '', '/?li_fat_id=from-url');
    expect(linkedInClickId()).toBe('from-url');
  });
});

describe('reportConversion', () => {
  it('never throws into the journey: a send that fails is reported and counted as not sent', () => {
    const failure = new TypeError('fetch is not a function');
    global.fetch = jest.fn(() => {
      throw failure;
    }) as unknown as typeof fetch;
    expect(reportConversion(conversion)).toBe(false);
    expect(notifyError).toHaveBeenCalledWith(failure, 'ad conversion');
  });

  it('sends nothing without Targeting consent', () => {
    updateConsent({ grantedGroups: grantedGroupsFor('opt-in', null) });
    expect(reportConversion(conversion)).toBe(false);
    expect(posted).toEqual([]);
  });
});
