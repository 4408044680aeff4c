import { geolocate, lookupCountry } from '.';

const base = {
  headers: {},
  overrideCookie: undefined,
  envOverride: undefined,
  ip: undefined,
  isProduction: false,
  // Behind a proxy of ours; the untrusted case is in client-ip.test.ts.
  trustCdnHeaders: true,
};

describe('geolocate', () => {
  it('trusts the CDN country header first', () => {
    expect(
      geolocate({ ...base, headers: { 'cf-ipcountry': 'de' }, ip: '8.8.8.8', envOverride: 'US' }),
    ).toEqual({
      countryCode: 'DE',
      countryName: 'Germany',
      consentModel: 'opt-in',
      source: 'cdn-header',
    });
    expect(lookupCountry({ ...base, headers: { 'x-vercel-ip-country': 'FR' } })).toEqual({
      code: 'FR',
      source: 'cdn-header',
    });
    expect(lookupCountry({ ...base, headers: { 'cloudfront-viewer-country': 'CH' } }).code).toBe(
      'CH',
    );
  });

  it("skips Cloudflare's unknown and Tor pseudo-countries", () => {
    expect(lookupCountry({ ...base, headers: { 'cf-ipcountry': 'XX' }, ip: '8.8.8.8' })).toEqual({
      code: 'US',
      source: 'geoip',
    });
    expect(lookupCountry({ ...base, headers: { 'cf-ipcountry': 'T1' } }).source).toBe('unknown');
  });

  it('falls back to the environment override, then to geoip-lite', () => {
    expect(lookupCountry({ ...base, envOverride: 'de', ip: '8.8.8.8' })).toEqual({
      code: 'DE',
      source: 'env-override',
    });
    expect(geolocate({ ...base, ip: '81.2.69.142' })).toMatchObject({
      countryCode: 'GB',
      countryName: 'United Kingdom',
      consentModel: 'opt-in',
    });
    expect(geolocate({ ...base, ip: '127.0.0.1' })).toEqual({
      countryCode: null,
      countryName: null,
      consentModel: 'notice-only',
      source: 'unknown',
    });
  });

  it('honours the override cookie outside production only', () => {
    const withCookie = { ...base, overrideCookie: 'US', headers: { 'cf-ipcountry': 'DE' } };
    expect(geolocate(withCookie)).toMatchObject({ countryCode: 'US', consentModel: 'opt-out' });
    expect(geolocate({ ...withCookie, isProduction: true })).toMatchObject({
      countryCode: 'DE',
      source: 'cdn-header',
    });
  });

  it('ignores values that are not country codes', () => {
    expect(
      lookupCountry({ ...base, overrideCookie: '<script>', envOverride: 'Germany' }).source,
    ).toBe('unknown');
  });
});
