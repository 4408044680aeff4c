import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import {
  ALWAYS_ACTIVE_CONSENT_GROUPS,
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_GROUPS,
  CONSENT_REVISION,
  type ConsentGroupId,
  type ConsentModel,
} from '@/constants/consent';
import { consentTranslation } from './consent-copy';

/** Cookies each group's tools set, erased when the visitor withdraws that group (then a reload). */
const GROUP_COOKIES: Partial<Record<ConsentGroupId, RegExp[]>> = {
  [CONSENT_GROUPS.performance]: [/^_ga/, /^_gid$/, /^_gat/],
  [CONSENT_GROUPS.functional]: [/^hubspotutk$/, /^__hs/, /^gbuuid$/, /^optimizely/],
  [CONSENT_GROUPS.targeting]: [/^_gcl_/, /^_fbp$/, /^_fbc$/, /^li_fat_id$/],
};

type Callbacks = Pick<CookieConsentConfig, 'onConsent' | 'onChange' | 'onModalHide'>;

/**
 * vanilla-cookieconsent's configuration for a consent model. The banner is shown by the site (the
 * banner rule of spec section 4), never automatically.
 */
export function cookieConsentConfig(
  model: ConsentModel,
  callbacks: Callbacks,
  secure: boolean,
  root?: Element,
): CookieConsentConfig {
  const categories: CookieConsentConfig['categories'] = {};
  for (const group of Object.values(CONSENT_GROUPS)) {
    const alwaysActive = ALWAYS_ACTIVE_CONSENT_GROUPS.includes(group);
    const cookies = GROUP_COOKIES[group];
    categories[group] = {
      enabled: alwaysActive || model !== 'opt-in',
      readOnly: alwaysActive,
      ...(cookies
        ? { autoClear: { cookies: cookies.map((name) => ({ name })), reloadPage: true } }
        : {}),
    };
  }
  return {
    mode: model === 'opt-in' ? 'opt-in' : 'opt-out',
    autoShow: false,
    revision: CONSENT_REVISION,
    // The site decides about bots itself; the library's check also hides the banner from test browsers.
    hideFromBots: false,
    disablePageInteraction: false,
    ...(root ? { root } : {}),
    cookie: {
      name: CONSENT_COOKIE_NAME,
      expiresAfterDays: CONSENT_COOKIE_DAYS,
      sameSite: 'Lax',
      secure,
    },
    guiOptions: {
      // A slim bar; banner-placement.ts moves it to the top when the bottom would cover the page's
      // headline or calls to action (ADR 0138).
      consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories,
    language: { default: 'en', translations: { en: consentTranslation(model) } },
    ...callbacks,
  };
}
