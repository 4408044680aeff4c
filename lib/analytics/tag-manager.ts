import { pushToDataLayer } from './data-layer';
import { isScriptLoaded, loadScriptOnce } from './load-script';

/** Google Tag Manager, loaded only when a container id is configured and consent allows it. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const SCRIPT_ID = 'sb-tag-manager';

export function tagManagerContainerId(): string | undefined {
  return process.env.NEXT_PUBLIC_GTM_ID || undefined;
}

export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

export function isTagManagerLoaded(): boolean {
  return isScriptLoaded(SCRIPT_ID);
}

export function loadTagManager(containerId: string): void {
  if (isTagManagerLoaded()) return;
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScriptOnce(SCRIPT_ID, tagManagerScriptUrl(containerId)).catch((error: unknown) => {
    // Blocked by an extension or offline: events stay in the data layer, nothing else breaks.
    console.info('[analytics] tag manager did not load', error);
  });
}
