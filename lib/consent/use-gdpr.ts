import { isGdprModel } from './consent-model';
import { useConsent } from './consent-store';

/**
 * Whether the visitor's consent model is opt-in (GDPR). Forms show the unchecked marketing opt-in box
 * when it is true. False while the model is still loading (the page renders first, the box appears
 * once /api/geoip has answered).
 */
export function useGdpr(): boolean {
  return isGdprModel(useConsent().model);
}
