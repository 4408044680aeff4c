import {
  CONSENT_MODELS,
  OPT_IN_COUNTRIES,
  OPT_OUT_COUNTRIES,
  type ConsentModel,
} from '@/constants/consent';

/**
 * The consent model for a visitor's country (ISO 3166-1 alpha-2). Opt-in for the EU/EEA, the UK and
 * Switzerland; opt-out for the US; notice-only elsewhere. An unknown country (private or local
 * addresses: in production the CDN header always names one) is notice-only, see decision 0060.
 */
export function consentModelForCountry(countryCode: string | null | undefined): ConsentModel {
  const code = countryCode?.trim().toUpperCase();
  if (!code) return 'notice-only';
  // 'UK' is not ISO but some CDNs and people write it.
  if (OPT_IN_COUNTRIES.includes(code) || code === 'UK') return 'opt-in';
  if (OPT_OUT_COUNTRIES.includes(code)) return 'opt-out';
  return 'notice-only';
}

export function isConsentModel(value: unknown): value is ConsentModel {
  return typeof value === 'string' && (CONSENT_MODELS as readonly string[]).includes(value);
}

/** The GDPR flag the forms read: true when the model is opt-in. */
export function isGdprModel(model: ConsentModel | null): boolean {
  return model === 'opt-in';
}

export interface BannerRuleInput {
  model: ConsentModel | null;
  /** The consent manager's alert notice / banner switch. */
  alertNoticeEnabled: boolean;
  /** The visitor already answered (the alert box was closed). */
  alertBoxClosed: boolean;
}

/**
 * Spec section 4: the banner shows when the model is not notice-only, an alert notice or banner is
 * enabled and the alert box is not yet closed. An unknown model (still loading) shows nothing.
 */
export function shouldShowConsentBanner({
  model,
  alertNoticeEnabled,
  alertBoxClosed,
}: BannerRuleInput): boolean {
  return model !== null && model !== 'notice-only' && alertNoticeEnabled && !alertBoxClosed;
}
