import type { AnalyticsEventName } from '@/constants/events';
import { missingProperties } from './catalogue';
import { pushToDataLayer } from './data-layer';
import { sendToEventEndpoint } from './event-endpoint';

/**
 * The one entry point for analytics events: the tag-manager data layer (nothing leaves the page
 * until consent lets the container load) and the site's own event store (with Performance consent).
 */
export type TrackProperties = Record<string, string | number | boolean | null | undefined>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function checkCatalogue(event: AnalyticsEventName, properties: TrackProperties): void {
  if (process.env.NODE_ENV === 'production') return;
  const missing = missingProperties(event, properties);
  if (missing.length > 0) {
    console.warn(
      `[analytics] ${event} is missing ${missing.join(', ')} (lib/analytics/catalogue.ts)`,
    );
  }
}

export function track(event: AnalyticsEventName, properties: TrackProperties = {}): void {
  if (typeof window === 'undefined') return;
  checkCatalogue(event, properties);
  pushToDataLayer({ event, ...properties });
  sendToEventEndpoint(event, properties);
}
