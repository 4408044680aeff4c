import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import mitt from 'next/dist/shared/lib/mitt';
import { CONSENT_GROUPS } from '@/constants/consent';
import { NOT_SET } from '@/constants/attribution';
import { COOKIES } from '@/constants/storage';
import { attributionFields } from '@/lib/attribution';
import { resetConsentForTests, updateConsent } from '@/lib/consent/consent-store';
import { readTrialEntry } from '@/modals/trial/trial-entry';
import { MeasurementRoot } from './measurement-root';

// A stand-in for the Next router: client-side navigation changes the URL, then emits the events.
const events = mitt();
const router = { events };
jest.mock('next/router', () => ({ useRouter: () => router }));
// The consent manager talks to /api/geoip and its own library; its behaviour is tested in e2e.
jest.mock('@/components/consent/consent-manager', () => ({ ConsentManager: () => null }));

function navigateClientSide(url: string) {
  act(() => {
    events.emit('routeChangeStart', url);
    window.history.pushState(null, '', url);
    events.emit('routeChangeComplete', url);
  });
}

function storedAttribution(): Record<string, string> {
  return JSON.parse(Cookies.get(COOKIES.attribution) ?? '{}') as Record<string, string>;
}

/** What the consent runtime publishes once it knows the visitor's model (and choice). */
function consentKnown(model: 'opt-in' | 'opt-out', grantedGroups: string[]) {
  act(() =>
    updateConsent({
      loaded: true,
      countryCode: model === 'opt-in' ? 'DE' : 'US',
      countryName: model === 'opt-in' ? 'Germany' : 'United States',
      model,
      grantedGroups: grantedGroups as never,
    }),
  );
}
const ALL_GROUPS = Object.values(CONSENT_GROUPS);
const US_VISITOR = { countryCode: 'US', countryName: 'United States', consentModel: 'opt-out' };

describe('MeasurementRoot attribution', () => {
  beforeEach(() => {
    // With measurement allowed, pageviews go to the site's own event endpoint (stored in e2e).
    // The consent gate asks /api/geoip for the visitor's country first; it answers as the route does.
    global.fetch = jest.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        (String(input) === '/api/geoip'
          ? { ok: true, status: 200, json: () => Promise.resolve(US_VISITOR) }
          : { ok: true, status: 204 }) as Response,
      ),
    );
    resetConsentForTests();
    Cookies.remove(COOKIES.attribution, { path: '/' });
    Cookies.remove(COOKIES.affiliate, { path: '/' });
  });

  it('records the landing UTM parameters and ad click id in the attribution cookie without any form on the page', () => {
    window.history.replaceState(
      null,
      '',
      '/pricing?utm_source=newsletter&utm_campaign=nov&gclid=Cj0KCQ-abc',
    );
    const { unmount } = render(<MeasurementRoot />);
    consentKnown('opt-out', ALL_GROUPS);
    expect(document.querySelector('form')).toBeNull();
    expect(storedAttribution()).toMatchObject({
      utm_source: 'newsletter',
      utm_campaign: 'nov',
      gclid: 'Cj0KCQ-abc',
      utm_medium: NOT_SET,
    });

    // A later page of the same visit without campaign data keeps the first touch...
    navigateClientSide('/resources');
    expect(attributionFields()).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'nov' });

    // ...and a client-side landing on a new campaign replaces it.
    navigateClientSide('/blog?utm_source=linkedin&hsa_mt=e');
    expect(attributionFields()).toMatchObject({
      utm_source: 'linkedin',
      utm_campaign: NOT_SET,
      hsa_mt: 'e',
    });
    unmount();
  });

  it('remembers ?affiliate= on landing, for the trial signup later in the visit', () => {
    window.history.replaceState(null, '', '/?affiliate=acme-partners');
    const { unmount } = render(<MeasurementRoot />);
    consentKnown('opt-out', ALL_GROUPS);
    expect(Cookies.get(COOKIES.affiliate)).toBe('acme-partners');

    navigateClientSide('/pricing');
    expect(readTrialEntry()).toEqual({ override: false, affiliate: 'acme-partners' });

    // A value that is not an affiliate slug is never stored.
    navigateClientSide('/pricing?affiliate=%3Cscript%3E');
    expect(Cookies.get(COOKIES.affiliate)).toBe('acme-partners');
    unmount();
  });

  it('before an opt-in visitor allows measurement, keeps the first touch in memory only, then stores it', () => {
    window.history.replaceState(null, '', '/pricing?utm_source=newsletter&utm_campaign=nov');
    const { unmount } = render(<MeasurementRoot />);
    consentKnown('opt-in', [CONSENT_GROUPS.necessary]);
    expect(Cookies.get(COOKIES.attribution)).toBeUndefined();

    // A form submitted meanwhile still carries the campaign.
    navigateClientSide('/resources');
    expect(Cookies.get(COOKIES.attribution)).toBeUndefined();
    expect(attributionFields()).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'nov' });

    // Accepting Performance cookies stores the first touch, not the page the visitor is on now.
    consentKnown('opt-in', [CONSENT_GROUPS.necessary, CONSENT_GROUPS.performance]);
    expect(storedAttribution()).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'nov' });
    unmount();
  });
});
