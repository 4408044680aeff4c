import { CONSENT_ALERT_NOTICE_ENABLED, CONSENT_COOKIE_NAME } from '@/constants/consent';
import { shouldShowConsentBanner } from '@/lib/consent/consent-model';
import { updateConsent } from '@/lib/consent/consent-store';
import { grantedGroupsFor } from '@/lib/consent/groups';
import { loadGeo } from './geo';

/**
 * Whether the consent manager (vanilla-cookieconsent with its copy and config) must start on this
 * page: a banner to show, or a stored choice that only it reads. Otherwise (a notice-only visitor
 * without a stored choice) this publishes the granted groups exactly as the manager would with no
 * stored choice, and the manager waits until the visitor opens Privacy Choices (decision 0180).
 */
export async function consentManagerNeeded(): Promise<boolean> {
  const geo = await loadGeo();
  const storedChoice = document.cookie
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${CONSENT_COOKIE_NAME}=`));
  const banner = shouldShowConsentBanner({
    model: geo.consentModel,
    alertNoticeEnabled: CONSENT_ALERT_NOTICE_ENABLED,
    alertBoxClosed: false,
  });
  if (storedChoice || banner) return true;
  updateConsent({
    loaded: true,
    countryCode: geo.countryCode,
    countryName: geo.countryName,
    model: geo.consentModel,
    grantedGroups: grantedGroupsFor(geo.consentModel, null),
  });
  return false;
}
