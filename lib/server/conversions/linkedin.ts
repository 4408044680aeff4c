import '@/lib/server/only-on-server';
import { CONVERSION_API_TIMEOUT_MS } from '@/constants/timings';
import type { LinkedInConversionRequest } from '@/lib/contracts/conversions';
import type { Env } from '@/lib/env';
import { readIdMap } from '@/lib/env-providers';
import type { Db } from '@/lib/server/db';
import { hashNormalised } from './hash';
import { deliverConversion, type ConversionOutcome } from './store';

export const LINKEDIN_CONVERSIONS_URL = 'https://api.linkedin.com/rest/conversionEvents';

export type LinkedInEnv = Pick<
  Env,
  'LINKEDIN_ACCESS_TOKEN' | 'LINKEDIN_API_VERSION' | 'LINKEDIN_CONVERSION_IDS'
>;

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
  const ruleId: string | undefined = readIdMap(config.LINKEDIN_CONVERSION_IDS)[request.conversion];
  const payload = buildLinkedInPayload(request, ruleId);
  const sender = linkedInSender(config, fetcher);
  // Without a token or a rule id for this conversion the payload is recorded only.
  const send = sender && ruleId ? () => sender(payload) : null;
  return deliverConversion(db, 'linkedin', request.eventId, payload, send);
}
