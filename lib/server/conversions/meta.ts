import '@/lib/server/only-on-server';
import { CONVERSION_API_TIMEOUT_MS } from '@/constants/timings';
import type { FbConversionRequest } from '@/lib/contracts/conversions';
import type { Env } from '@/lib/env';
import type { Db } from '@/lib/server/db';
import { hashNormalised } from './hash';
import { deliverConversion, type ConversionOutcome } from './store';

/** Meta Conversions API event (integrations.md). Demo and trial successes are both leads. */
export const META_EVENT_NAME = 'Lead';

export interface MetaContext {
  now: number;
  clientIp: string | undefined;
}

export function buildMetaPayload(request: FbConversionRequest, context: MetaContext) {
  const form = request.formObject;
  const names = {
    ...(form.FirstName ? { fn: [hashNormalised(form.FirstName)] } : {}),
    ...(form.LastName ? { ln: [hashNormalised(form.LastName)] } : {}),
  };
  return {
    data: [
      {
        event_name: META_EVENT_NAME,
        event_time: Math.floor(context.now / 1000),
        action_source: 'website',
        event_source_url: form.currentUrl,
        event_id: request.eventId,
        user_data: {
          em: [hashNormalised(form.Email)],
          ...names,
          client_user_agent: form.client_user_agent,
          ...(context.clientIp ? { client_ip_address: context.clientIp } : {}),
        },
        custom_data: { content_name: form.ContentName },
      },
    ],
  };
}

export type MetaEnv = Pick<Env, 'META_PIXEL_ID' | 'META_ACCESS_TOKEN' | 'META_API_VERSION'>;

export function metaEndpoint(config: MetaEnv): string | null {
  if (!config.META_PIXEL_ID || !config.META_ACCESS_TOKEN) return null;
  return (
    `https://graph.facebook.com/${encodeURIComponent(config.META_API_VERSION)}/` +
    `${encodeURIComponent(config.META_PIXEL_ID)}/events?access_token=${encodeURIComponent(config.META_ACCESS_TOKEN)}`
  );
}

/** Posts a stored payload to the Graph API; null when Meta is not configured (record only). */
export function metaSender(
  config: MetaEnv,
  fetcher: typeof fetch = fetch,
): ((payload: unknown) => Promise<Response>) | null {
  const url = metaEndpoint(config);
  if (!url) return null;
  return (payload) =>
    fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(CONVERSION_API_TIMEOUT_MS),
    });
}

export function sendMetaConversion(
  db: Db,
  request: FbConversionRequest,
  context: MetaContext,
  config: MetaEnv,
  fetcher: typeof fetch = fetch,
): Promise<ConversionOutcome> {
  const payload = buildMetaPayload(request, context);
  const sender = metaSender(config, fetcher);
  const send = sender ? () => sender(payload) : null;
  return deliverConversion(db, 'meta', request.eventId, payload, send, context.now);
}
