import '@/lib/server/only-on-server';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';
import type { Db } from '@/lib/server/db';
import { pickPrefill, PREFILL_FIELDS, type Prefill } from './prefill';
import { findLeadPrefillByVisitorToken } from './stored-leads';

export { pickPrefill, PREFILL_FIELDS, type Prefill };

/**
 * Identify (GET /api/hs/identify): who the marketing provider's visitor token belongs to, as form
 * prefill values. With HUBSPOT_ACCESS_TOKEN set the answer comes from HubSpot's contact profile by
 * token; otherwise (embedded default) from the leads this site stored with that token.
 */
export const HUBSPOT_API_HOST = 'https://api.hubapi.com';

/** hubspotutk values are 32 hex characters; anything else is not looked up. */
export function isVisitorToken(value: string | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{32}$/i.test(value);
}

export class IdentifyProviderError extends Error {}

/** HubSpot's contact-by-token profile: 404 means an unknown visitor. */
export async function identifyFromHubSpot(
  token: string,
  accessToken: string,
  fetcher: typeof fetch = fetch,
): Promise<Prefill | null> {
  const query = PREFILL_FIELDS.map((field) => `property=${field}`).join('&');
  const response = await fetcher(
    `${HUBSPOT_API_HOST}/contacts/v1/contact/utk/${encodeURIComponent(token)}/profile?${query}`,
    {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(FORM_SUBMISSION_TIMEOUT_MS),
    },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new IdentifyProviderError(`HubSpot answered ${response.status}`);
  const body = (await response.json()) as { properties?: Record<string, { value?: unknown }> };
  const flat = Object.fromEntries(
    Object.entries(body.properties ?? {}).map(([key, property]) => [key, property?.value]),
  );
  const prefill = pickPrefill(flat);
  return Object.keys(prefill).length > 0 ? prefill : null;
}

export async function identifyVisitor(
  db: Db,
  token: string,
  hubspotAccessToken: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<Prefill | null> {
  if (hubspotAccessToken) return identifyFromHubSpot(token, hubspotAccessToken, fetcher);
  return findLeadPrefillByVisitorToken(db, token);
}
