import { isScriptLoaded, loadScriptOnce } from './load-script';

/**
 * The marketing provider's tracking code (HubSpot): it sets the hubspotutk visitor cookie that form
 * submissions and enrichment use. One of the two consent-dependent trackers (Functional).
 */
const SCRIPT_ID = 'hs-script-loader';

export function marketingTrackingPortalId(): string | undefined {
  return process.env.NEXT_PUBLIC_HUBSPOT_TRACKING_PORTAL_ID || undefined;
}

export function isMarketingTrackingLoaded(): boolean {
  return isScriptLoaded(SCRIPT_ID);
}

export function loadMarketingTracking(portalId: string): void {
  if (isMarketingTrackingLoaded()) return;
  loadScriptOnce(SCRIPT_ID, `https://js.hs-scripts.com/${encodeURIComponent(portalId)}.js`).catch(
    (error: unknown) => console.info('[analytics] marketing tracking did not load', error),
  );
}
