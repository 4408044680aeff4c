import {
  ALWAYS_ACTIVE_CONSENT_GROUPS,
  CONSENT_GROUPS,
  type ConsentGroupId,
  type ConsentModel,
} from '@/constants/consent';

const KNOWN_GROUPS = new Set<string>(Object.values(CONSENT_GROUPS));

export function isConsentGroupId(id: string): id is ConsentGroupId {
  return KNOWN_GROUPS.has(id);
}

/** A typo in a group id would silently disable (or enable) tracking: fail loudly instead. */
export function assertConsentGroupId(id: string): asserts id is ConsentGroupId {
  if (!isConsentGroupId(id)) throw new Error(`Unknown consent group id: ${id}`);
}

/** Whether a group is granted: always-active groups always are; an unknown id throws. */
export function isGroupGranted(groupId: string, grantedGroups: readonly string[]): boolean {
  assertConsentGroupId(groupId);
  return ALWAYS_ACTIVE_CONSENT_GROUPS.includes(groupId) || grantedGroups.includes(groupId);
}

/**
 * The groups in force for a model and the visitor's stored choice (null: no choice yet). Before a
 * choice, opt-in grants only the always-active groups; opt-out and notice-only grant everything.
 * Unknown ids in a stored choice (an old or edited cookie) are ignored rather than trusted.
 */
export function grantedGroupsFor(
  model: ConsentModel,
  storedChoice: readonly string[] | null,
): ConsentGroupId[] {
  const all = Object.values(CONSENT_GROUPS);
  if (storedChoice === null) return model === 'opt-in' ? [...ALWAYS_ACTIVE_CONSENT_GROUPS] : all;
  return all.filter(
    (group) => ALWAYS_ACTIVE_CONSENT_GROUPS.includes(group) || storedChoice.includes(group),
  );
}

/** Google Consent Mode v2 signals (integrations.md: the usual mapping). */
export interface GoogleConsentState {
  analytics_storage: 'granted' | 'denied';
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  functionality_storage: 'granted' | 'denied';
  personalization_storage: 'granted' | 'denied';
  security_storage: 'granted';
}

export function googleConsentStateFor(grantedGroups: readonly string[]): GoogleConsentState {
  const signal = (group: ConsentGroupId) =>
    isGroupGranted(group, grantedGroups) ? ('granted' as const) : ('denied' as const);
  const targeting = signal(CONSENT_GROUPS.targeting);
  const functional = signal(CONSENT_GROUPS.functional);
  return {
    analytics_storage: signal(CONSENT_GROUPS.performance),
    ad_storage: targeting,
    ad_user_data: targeting,
    ad_personalization: targeting,
    functionality_storage: functional,
    personalization_storage: functional,
    security_storage: 'granted',
  };
}

/**
 * The two consent-dependent trackers: the marketing provider's tracking code (its visitor cookie
 * feeds enrichment) and the A/B-testing tool. Only Functional enables them (spec section 6).
 */
export const CONSENT_DEPENDENT_TRACKERS = {
  marketingTracking: CONSENT_GROUPS.functional,
  experiments: CONSENT_GROUPS.functional,
} as const satisfies Record<string, ConsentGroupId>;
export type ConsentDependentTracker = keyof typeof CONSENT_DEPENDENT_TRACKERS;

export function isTrackerAllowed(
  tracker: ConsentDependentTracker,
  grantedGroups: readonly string[],
): boolean {
  return isGroupGranted(CONSENT_DEPENDENT_TRACKERS[tracker], grantedGroups);
}

/**
 * The tag-manager container loads when analytics or advertising is granted; inside it, Consent
 * Mode tells each tag what it may store. Without either group nothing is requested from Google.
 */
export function isTagManagerAllowed(grantedGroups: readonly string[]): boolean {
  return (
    isGroupGranted(CONSENT_GROUPS.performance, grantedGroups) ||
    isGroupGranted(CONSENT_GROUPS.targeting, grantedGroups)
  );
}

/** Targeting consent gates the server-side ad conversions (Meta, LinkedIn). */
export function isTargetingGranted(grantedGroups: readonly string[]): boolean {
  return isGroupGranted(CONSENT_GROUPS.targeting, grantedGroups);
}

/** Performance consent gates first-party analytics events. */
export function isPerformanceGranted(grantedGroups: readonly string[]): boolean {
  return isGroupGranted(CONSENT_GROUPS.performance, grantedGroups);
}
