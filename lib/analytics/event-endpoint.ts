import type { AnalyticsEventName } from '@/constants/events';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { isPerformanceGranted } from '@/lib/consent/groups';
import { getConsentSnapshot, subscribeConsent } from '@/lib/consent/consent-store';
import { getAnonymousId } from './anonymous-id';

/** The first-party event endpoint (spec section 7). */
export const EVENT_ENDPOINT = '/api/1/noauth/event';

export interface EventRequestBody {
  name: AnalyticsEventName;
  /** The event's properties as a JSON string. */
  value: string;
  /** When it happened, ISO 8601. */
  time: string;
}

type Pending = { name: AnalyticsEventName; properties: Record<string, unknown>; time: string };
let pending: Pending[] = [];
let waiting = false;

function post(event: Pending): void {
  const anonymousId = getAnonymousId();
  const body: EventRequestBody = {
    name: event.name,
    value: JSON.stringify(event.properties),
    time: event.time,
  };
  // keepalive: the request survives a navigation started right after the event (link clicks).
  fetch(EVENT_ENDPOINT, {
    method: 'POST',
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      ...(anonymousId ? { [ANONYMOUS_ID_HEADER]: anonymousId } : {}),
    },
    body: JSON.stringify(body),
  }).catch(() => {
    // Analytics must never disturb the visitor: a lost event is acceptable.
  });
}

function flush(): void {
  const snapshot = getConsentSnapshot();
  if (!snapshot.loaded) return;
  const allowed = isPerformanceGranted(snapshot.grantedGroups);
  const queue = pending;
  pending = [];
  if (allowed) queue.forEach(post);
}

/**
 * Sends an event to the site's own store, only with Performance consent (the anonymous id is a
 * stored identifier). Events tracked before the consent model is known wait for it.
 */
export function sendToEventEndpoint(
  name: AnalyticsEventName,
  properties: Record<string, unknown>,
): void {
  if (typeof window === 'undefined') return;
  pending.push({ name, properties, time: new Date().toISOString() });
  if (getConsentSnapshot().loaded) {
    flush();
    return;
  }
  if (waiting) return;
  waiting = true;
  const unsubscribe = subscribeConsent(() => {
    if (!getConsentSnapshot().loaded) return;
    unsubscribe();
    waiting = false;
    flush();
  });
}
