import { consentModelForCountry, isGdprModel, shouldShowConsentBanner } from './consent-model';

describe('consent model from the country', () => {
  it.each(['DE', 'FR', 'ie', 'NO', 'IS', 'LI', 'GB', 'UK', 'CH'])('%s is opt-in', (country) => {
    expect(consentModelForCountry(country)).toBe('opt-in');
  });

  it('is opt-out in the US and notice-only elsewhere or when unknown', () => {
    expect(consentModelForCountry('US')).toBe('opt-out');
    expect(consentModelForCountry('BR')).toBe('notice-only');
    expect(consentModelForCountry('JP')).toBe('notice-only');
    expect(consentModelForCountry(null)).toBe('notice-only');
    expect(consentModelForCountry('')).toBe('notice-only');
  });

  it('sets the GDPR flag for the opt-in model only', () => {
    expect(isGdprModel('opt-in')).toBe(true);
    expect(isGdprModel('opt-out')).toBe(false);
    expect(isGdprModel('notice-only')).toBe(false);
    expect(isGdprModel(null)).toBe(false);
  });
});

describe('the consent banner rule', () => {
  const open = { alertNoticeEnabled: true, alertBoxClosed: false };

  it('shows for the opt-in and opt-out models while the alert box is open', () => {
    expect(shouldShowConsentBanner({ model: 'opt-in', ...open })).toBe(true);
    expect(shouldShowConsentBanner({ model: 'opt-out', ...open })).toBe(true);
  });

  it('never shows for notice-only or before the model is known', () => {
    expect(shouldShowConsentBanner({ model: 'notice-only', ...open })).toBe(false);
    expect(shouldShowConsentBanner({ model: null, ...open })).toBe(false);
  });

  it('does not show when the alert notice is disabled or the box was closed', () => {
    expect(
      shouldShowConsentBanner({
        model: 'opt-in',
        alertNoticeEnabled: false,
        alertBoxClosed: false,
      }),
    ).toBe(false);
    expect(
      shouldShowConsentBanner({ model: 'opt-in', alertNoticeEnabled: true, alertBoxClosed: true }),
    ).toBe(false);
  });
});
