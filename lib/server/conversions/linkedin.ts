import '@/lib/server/only-on-server';
import { CONVERSION_API_TIMEOUT_MS } from '@/constants/timings';
import type { ConversionKind, LinkedInConversionRequest } from '@/lib/contracts/conversions';
import type { Env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { hashNormalised } from './hash';
import { deliverConversion, type ConversionOutcome } from './store';

export const LINKEDIN_CONVERSIONS_URL = 'https://api.linkedin.com/rest/conversionEvents';

export type LinkedInEnv = Pick<
  Env,
  'LINKEDIN_ACCESS_TOKEN' | 'LINKEDIN_API_VERSION' | 'LINKEDIN_CONVERSION_IDS'
>;

/** LINKEDIN_CONVERSION_IDS: {"demo":"123","trial":"456"}; a malformed value counts as unset. */
export function linkedInConversionIds(
  raw: string | undefined,
): Partial<Record<ConversionKind, string>> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed)
        .filter(([, id]) => typeof id === 'string' || typeof id === 'number')
        .map(([k, id]) => [k, String(id)]),
    );
  } catch {
    return {};
  }
}

export function buildLinkedInPayload(
  request: LinkedInConversionRequest,
  conversionRuleId: string | undefined,
) {
  const userIds = [{ idType: 'SHA256_EMAIL', idValue: hashNormalised(request.email) }];
  if (request.clickId) {
    userIds.push({ idType: 'LINKEDIN_FIRST_PARTY_ADS_TRACKING_UUID', idValue: request.clickId });
  }
  const userInfo = {
    ...(request.firstName ? { firstName: request.firstName } : {}),
    ...(request.lastName ? { lastName: request.lastName } : {}),
  };
  return {
    conversion: `urn:lla:llaPartnerConversion:${conversionRuleId ?? 'unconfigured'}`,
    conversionHappenedAt: request.conversionHappenedAt,
    eventId: request.eventId,
    user: { userIds, ...(Object.keys(userInfo).length > 0 ? { userInfo } : {}) },
  };
}

/** Posts a stored payload to LinkedIn; null without a token (record only). */
export function linkedInSender(
  config: LinkedInEnv,
  fetcher: typeof fetch = fetch,
): ((payload: unknown) => Promise<Response>) | null {
  const token = config.LINKEDIN_ACCESS_TOKEN;
  if (!token) return null;
  return (payload) =>
    fetcher(LINKEDIN_CONVERSIONS_URL, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'LinkedIn-Version': config.LINKEDIN_API_VERSION,
        'X-Restli-Protocol-Version': '2.0.0',
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(CONVERSION_API_TIMEOUT_MS),
    });
}

export function sendLinkedInConversion(
  db: Db,
  request: LinkedInConversionRequest,
  config: LinkedInEnv,
  fetcher: typeof fetch = fetch,
): Promise<ConversionOutcome> {
  const ruleId = linkedInConversionIds(config.LINKEDIN_CONVERSION_IDS)[request.conversion];
  const payload = buildLinkedInPayload(request, ruleId);
  const sender = linkedInSender(config, fetcher);
  // Without a token or a rule id for this conversion the payload is recorded only.
  const send = sender && ruleId ? () => sender(payload) : null;
  return deliverConversion(db, 'linkedin', request.eventId, payload, send);
}
