import { ANALYTICS_EVENTS } from '@/constants/events';
import { pushToDataLayer } from './data-layer';
import { track } from './track';

/**
 * Spec section 4: the first route load only sets the page path (the container's own page-view tag
 * counts that load); each later client-side navigation counts a page view.
 */
export function setInitialPagePath(path: string): void {
  pushToDataLayer({ page_path: path, page_title: document.title });
}

export function trackNavigation(path: string, previousPath: string | null): void {
  pushToDataLayer({ page_path: path });
  track(ANALYTICS_EVENTS.pageView, {
    page_path: path,
    page_title: document.title,
    previous_path: previousPath,
  });
}
