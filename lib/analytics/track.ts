import type { AnalyticsEventName } from '@/constants/events';

/**
 * The one entry point for analytics events. It pushes to the tag-manager data layer; consent gating,
 * the event endpoint and the callback timer are layered here by the measurement work (issue 7) without
 * changing this signature.
 */
export type TrackProperties = Record<string, string | number | boolean | null | undefined>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: AnalyticsEventName, properties: TrackProperties = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...properties });
}
