import { MARKETING_TRACKING_PARAM, USER_DATA_STORAGE_KEY } from '@/constants/storage';
import { retry, type RetryOptions } from './retry';

/** GET /api/hs/identify (spec section 7). */
export const IDENTIFY_ENDPOINT = '/api/hs/identify';

/** Stored user data: prefill values plus the enrichment flag (spec section 3). */
export type UserData = Record<string, unknown> & { enrichedFromHubspot?: boolean };

export class IdentifyError extends Error {}

/** 404 or 204: no data (null); other non-OK: an error (retried); otherwise the JSON. */
export async function fetchIdentity(fetcher: typeof fetch = fetch): Promise<UserData | null> {
  const response = await fetcher(IDENTIFY_ENDPOINT, { credentials: 'same-origin' });
  if (response.status === 404 || response.status === 204) return null;
  if (!response.ok) throw new IdentifyError(`identify answered ${response.status}`);
  return (await response.json()) as UserData;
}

export function readUserData(storage: Storage): UserData {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(USER_DATA_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as UserData)
      : {};
  } catch {
    return {};
  }
}

/** Enrichment runs when the URL carries the marketing provider's parameter and has not run yet. */
export function shouldEnrich(search: string, userData: UserData): boolean {
  return new URLSearchParams(search).has(MARKETING_TRACKING_PARAM) && !userData.enrichedFromHubspot;
}

/**
 * Merges the identity into 'user-data'. Values the visitor already typed win over enrichment; empty
 * values from the provider are ignored. The flag is set even without data: once per visitor.
 */
export function mergeEnrichment(current: UserData, identity: UserData | null): UserData {
  const merged: UserData = { ...current };
  for (const [key, value] of Object.entries(identity ?? {})) {
    if (value === '' || value === null || value === undefined) continue;
    if (merged[key] === undefined || merged[key] === '') merged[key] = value;
  }
  merged.enrichedFromHubspot = true;
  return merged;
}

export interface EnrichmentDeps {
  search: string;
  storage: Storage;
  fetcher?: typeof fetch;
  retryOptions?: RetryOptions;
}

/**
 * The enrichment flow of spec section 4. Failures are logged only (section 8): the visitor simply
 * gets no prefill. Returns the stored user data after the run.
 */
export async function runEnrichment({
  search,
  storage,
  fetcher,
  retryOptions,
}: EnrichmentDeps): Promise<UserData> {
  const current = readUserData(storage);
  if (!shouldEnrich(search, current)) return current;
  try {
    const identity = await retry(() => fetchIdentity(fetcher), retryOptions);
    // Re-read: the visitor may have typed into a form during the delays.
    const merged = mergeEnrichment(readUserData(storage), identity);
    storage.setItem(USER_DATA_STORAGE_KEY, JSON.stringify(merged));
    return merged;
  } catch (error) {
    console.info('[enrichment] identify failed', error instanceof Error ? error.message : error);
    return current;
  }
}
