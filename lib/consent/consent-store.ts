import { useSyncExternalStore } from 'react';
import {
  ALWAYS_ACTIVE_CONSENT_GROUPS,
  type ConsentGroupId,
  type ConsentModel,
} from '@/constants/consent';

/**
 * The visitor's consent as the rest of the site sees it: loaded or not, the model from the country,
 * and the groups granted. The consent runtime (components/consent) writes it; hooks and plain
 * functions (track, conversions, experiments) read it.
 */
export interface ConsentSnapshot {
  loaded: boolean;
  countryCode: string | null;
  countryName: string | null;
  model: ConsentModel | null;
  grantedGroups: readonly ConsentGroupId[];
}

export const INITIAL_CONSENT: ConsentSnapshot = Object.freeze({
  loaded: false,
  countryCode: null,
  countryName: null,
  model: null,
  grantedGroups: ALWAYS_ACTIVE_CONSENT_GROUPS,
});

let snapshot: ConsentSnapshot = INITIAL_CONSENT;
const listeners = new Set<() => void>();

export function getConsentSnapshot(): ConsentSnapshot {
  return snapshot;
}

export function updateConsent(patch: Partial<ConsentSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests. */
export function resetConsentForTests(): void {
  snapshot = INITIAL_CONSENT;
  listeners.clear();
}

const serverSnapshot = () => INITIAL_CONSENT;

export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribeConsent, getConsentSnapshot, serverSnapshot);
}
