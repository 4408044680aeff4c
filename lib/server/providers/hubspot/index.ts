import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import { readIdMap } from '@/lib/env-providers';
import { FORM_SUBMISSION_TIMEOUT_MS } from '@/constants/timings';
import { retryAfterMs } from '@/lib/http/retry-after';

/**
 * HubSpot Forms API v3 (../shared/reference/integrations.md): the outbox worker's way out. The site
 * is configured for HubSpot when both a portal id and a forms host are set; each site form id maps
 * to a HubSpot form GUID through HUBSPOT_FORM_GUIDS.
 */
export interface HubspotConfig {
  portalId: string;
  formsHost: string;
  accessToken?: string;
  formGuids: Record<string, string>;
}

export function hubspotConfig(): HubspotConfig | undefined {
  const { HUBSPOT_PORTAL_ID, HUBSPOT_FORMS_HOST, HUBSPOT_ACCESS_TOKEN, HUBSPOT_FORM_GUIDS } = env();
  if (!HUBSPOT_PORTAL_ID || !HUBSPOT_FORMS_HOST) return undefined;
  return {
    portalId: HUBSPOT_PORTAL_ID,
    formsHost: HUBSPOT_FORMS_HOST.replace(/\/+$/, ''),
    accessToken: HUBSPOT_ACCESS_TOKEN,
    formGuids: readIdMap(HUBSPOT_FORM_GUIDS),
  };
}

export interface HubspotSubmission {
  fields: { objectTypeId: '0-1'; name: string; value: string | number }[];
  submittedAt: string;
  context: Record<string, string>;
  legalConsentOptions?: unknown;
}

export type HubspotOutcome =
  | { ok: true }
  /** retryable: a later attempt may succeed (5xx, 429, timeout, network); else a dead letter. */
  | { ok: false; retryable: boolean; error: string; rateLimited?: RateLimited };

/** HubSpot's 429 (integrations.md: 50 or 100-200 requests per 10 s): wait before any request. */
export interface RateLimited {
  /** From Retry-After when HubSpot sent one. */
  retryAfterMs: number | undefined;
}

/** Sends one submission; never throws. `timeoutMs` is injectable so tests need not wait 10 s. */
export async function submitToHubspot(
  config: HubspotConfig,
  formId: string,
  submission: HubspotSubmission,
  { timeoutMs = FORM_SUBMISSION_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<HubspotOutcome> {
  const guid = config.formGuids[formId];
  if (!guid) {
    return {
      ok: false,
      retryable: false,
      error: `No HubSpot form GUID configured for form '${formId}' (HUBSPOT_FORM_GUIDS)`,
    };
  }
  const path = config.accessToken ? 'secure/submit' : 'submit';
  const url = `${config.formsHost}/submissions/v3/integration/${path}/${encodeURIComponent(config.portalId)}/${encodeURIComponent(guid)}`;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.accessToken ? { authorization: `Bearer ${config.accessToken}` } : {}),
      },
      body: JSON.stringify(submission),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) {
      await response.body?.cancel();
      return { ok: true };
    }
    const text = await response.text().catch(() => '');
    let detail = text.slice(0, 500);
    try {
      const body = JSON.parse(text) as { message?: string; errors?: { message?: string }[] };
      const messages = (body.errors ?? []).map((e) => e.message).filter(Boolean);
      detail = [body.message, ...messages].filter(Boolean).join('; ') || detail;
    } catch {
      // Not JSON: keep the raw text.
    }
    return {
      ok: false,
      // 429 and 5xx are HubSpot's to recover from; other 4xx mean the submission itself is refused.
      retryable: response.status === 429 || response.status >= 500,
      error: `HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
      ...(response.status === 429
        ? { rateLimited: { retryAfterMs: retryAfterMs(response.headers.get('retry-after')) } }
        : {}),
    };
  } catch (error) {
    const timedOut =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      retryable: true,
      error: timedOut ? `Timed out after ${timeoutMs} ms` : `Network error: ${String(error)}`,
    };
  }
}
