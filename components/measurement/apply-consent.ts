import { gtag } from '@/lib/analytics/data-layer';
import {
  isMarketingTrackingLoaded,
  loadMarketingTracking,
  marketingTrackingPortalId,
} from '@/lib/analytics/marketing-tracking';
import {
  isTagManagerLoaded,
  loadTagManager,
  tagManagerContainerId,
} from '@/lib/analytics/tag-manager';
import type { ConsentSnapshot } from '@/lib/consent/consent-store';
import { googleConsentStateFor, isTagManagerAllowed, isTrackerAllowed } from '@/lib/consent/groups';
import { runEnrichment } from '@/lib/enrichment/identify';
import { areExperimentsRunning, startExperiments } from '@/lib/experiments';

let lastConsentState = '';
let experimentsDecided = false;
let enrichmentStarted = false;

/**
 * Applies the visitor's consent to every tool: the Consent Mode update, then each tracker that the
 * granted groups allow. Withdrawing a group erases its cookies and reloads the page
 * (components/consent/cookie-consent-config.ts), so a loaded tracker never outlives its consent.
 */
export function applyConsent(consent: ConsentSnapshot): void {
  if (!consent.loaded) return;
  const granted = consent.grantedGroups;

  const state = googleConsentStateFor(granted);
  const serialised = JSON.stringify(state);
  if (serialised !== lastConsentState) {
    lastConsentState = serialised;
    gtag('consent', 'update', state);
  }

  // A script cannot be unloaded: when consent for a running tracker is withdrawn, reload the page
  // (its cookies were erased by the consent manager) so that it no longer runs.
  const functional = isTrackerAllowed('marketingTracking', granted);
  const experimentsAllowed = isTrackerAllowed('experiments', granted);
  if (
    (isTagManagerLoaded() && !isTagManagerAllowed(granted)) ||
    (isMarketingTrackingLoaded() && !functional) ||
    (areExperimentsRunning() && !experimentsAllowed)
  ) {
    window.location.reload();
    return;
  }

  const containerId = tagManagerContainerId();
  if (containerId && isTagManagerAllowed(granted)) loadTagManager(containerId);

  const portalId = marketingTrackingPortalId();
  if (portalId && functional) loadMarketingTracking(portalId);

  // The white-out is decided once per page: without A/B consent the page shows at once.
  if (!experimentsDecided || experimentsAllowed) {
    experimentsDecided = true;
    startExperiments(experimentsAllowed);
  }

  if (functional && !enrichmentStarted) {
    enrichmentStarted = true;
    void runEnrichment({ search: window.location.search, storage: window.localStorage });
  }
}
