import { CONSENT_COOKIE_NAME, GEO_SESSION_STORAGE_KEY } from '@/constants/consent';
import { getConsentSnapshot, resetConsentForTests } from '@/lib/consent/consent-store';
import { grantedGroupsFor } from '@/lib/consent/groups';
import { consentManagerNeeded } from './consent-gate';

// The geo answer is cached per browser session (geo.ts); the tests set it there.
function visitorFrom(countryCode: string, consentModel: string) {
  sessionStorage.setItem(
    GEO_SESSION_STORAGE_KEY,
    JSON.stringify({ countryCode, countryName: countryCode, consentModel }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  document.cookie = `${CONSENT_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  resetConsentForTests();
});

describe('consentManagerNeeded (decision 0180)', () => {
  it('leaves the manager unloaded for a notice-only visitor and publishes what it would', async () => {
    visitorFrom('BR', 'notice-only');
    await expect(consentManagerNeeded()).resolves.toBe(false);
    expect(getConsentSnapshot()).toMatchObject({
      loaded: true,
      countryCode: 'BR',
      model: 'notice-only',
      grantedGroups: grantedGroupsFor('notice-only', null),
    });
  });

  it('loads it where the banner must show', async () => {
    visitorFrom('DE', 'opt-in');
    await expect(consentManagerNeeded()).resolves.toBe(true);
    visitorFrom('US', 'opt-out');
    await expect(consentManagerNeeded()).resolves.toBe(true);
    expect(getConsentSnapshot().loaded).toBe(false);
  });

  it('loads it when a stored choice must be read, even for a notice-only visitor', async () => {
    visitorFrom('BR', 'notice-only');
    document.cookie = `${CONSENT_COOKIE_NAME}=${encodeURIComponent('{"categories":["necessary"]}')}; path=/`;
    await expect(consentManagerNeeded()).resolves.toBe(true);
  });
});
