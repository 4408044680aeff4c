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

/**
 * Whether a form without the box may count the visitor as opted in to marketing (spec section 4:
 * outside the GDPR region there is no box and the visitor is opted in): only once the region is
 * known. A form sent before then, or with the consent code blocked, claims no opt-in, since the
 * visitor may be in the region where an unticked box was owed.
 */
export function useOptInWithoutBox(): boolean {
  const { model } = useConsent();
  return model !== null && !isGdprModel(model);
}
