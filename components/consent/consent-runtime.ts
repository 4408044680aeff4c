import { CTA_LABELS } from '@/constants/brand';
import { CONSENT_ALERT_NOTICE_ENABLED } from '@/constants/consent';
import { registerPageApi } from '@/components/modal-context/window-api';
import { shouldShowConsentBanner } from '@/lib/consent/consent-model';
import { updateConsent } from '@/lib/consent/consent-store';
import { grantedGroupsFor } from '@/lib/consent/groups';
import {
  consentRoot,
  installBannerKeyboard,
  makeBannerNonModal,
  placeBanner,
  settleFocusAfterChoice,
} from './banner-placement';
import { cookieConsentConfig } from './cookie-consent-config';
import { loadGeo } from './geo';
import type * as CookieConsentModule from 'vanilla-cookieconsent';

type CookieConsentApi = typeof CookieConsentModule;

/** Global Privacy Control: a browser-wide "do not sell or share", honoured in the opt-out model. */
function globalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

let started: Promise<CookieConsentApi> | null = null;

/**
 * Starts the consent manager once per page load: looks up the model, runs vanilla-cookieconsent,
 * publishes the granted groups to the consent store and shows the banner when the rule says so.
 */
export function startConsent(): Promise<CookieConsentApi> {
  started ??= (async () => {
    const [geo, CookieConsent] = await Promise.all([loadGeo(), import('vanilla-cookieconsent')]);
    const model = geo.consentModel;
    const publish = () => {
      const stored = CookieConsent.validConsent()
        ? CookieConsent.getUserPreferences().acceptedCategories
        : model === 'opt-out' && globalPrivacyControl()
          ? []
          : null;
      updateConsent({
        loaded: true,
        countryCode: geo.countryCode,
        countryName: geo.countryName,
        model,
        grantedGroups: grantedGroupsFor(model, stored),
      });
    };
    installBannerKeyboard();
    await CookieConsent.run(
      cookieConsentConfig(
        model,
        { onConsent: publish, onChange: publish, onModalHide: settleFocusAfterChoice },
        window.location.protocol === 'https:',
        consentRoot(),
      ),
    );
    publish();
    const showBanner = shouldShowConsentBanner({
      model,
      alertNoticeEnabled: CONSENT_ALERT_NOTICE_ENABLED,
      alertBoxClosed: CookieConsent.validConsent(),
    });
    if (showBanner) {
      CookieConsent.show(true);
      makeBannerNonModal();
      const place = () => placeBanner(Object.values(CTA_LABELS));
      place();
      window.addEventListener('resize', place, { passive: true });
    }
    return CookieConsent;
  })();
  return started;
}

/** 'Your Privacy Choices': window.Switchboard.openPrivacyChoices, merged into the page API. */
export function registerPrivacyChoices(): () => void {
  return registerPageApi({
    openPrivacyChoices: () => {
      startConsent()
        .then((CookieConsent) => CookieConsent.showPreferences())
        .catch((error: unknown) => console.info('[consent] preferences unavailable', error));
    },
  });
}
