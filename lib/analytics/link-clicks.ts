import { ANALYTICS_EVENTS, CLICK_LOCATION_ATTRIBUTE } from '@/constants/events';
import { track } from './track';

/**
 * Link clicks (spec section 7), recorded by one listener for the whole document. The location is the
 * nearest `data-click-location` (e.g. 'Error Page', 'Footer'), else 'Page'.
 */
export function describeLinkClick(anchor: HTMLAnchorElement) {
  const located = anchor.closest(`[${CLICK_LOCATION_ATTRIBUTE}]`);
  return {
    link_url: anchor.href,
    link_text: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
    location: located?.getAttribute(CLICK_LOCATION_ATTRIBUTE) ?? 'Page',
    outbound: anchor.origin !== window.location.origin,
  };
}

export function watchLinkClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    track(ANALYTICS_EVENTS.linkClick, describeLinkClick(anchor));
  };
  // Capture phase: still seen when a component stops propagation.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
