import '@/lib/server/only-on-server';
import type { NextApiRequest } from 'next';
import type * as yup from 'yup';
import type { Db } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import type { ConversionOutcome } from './store';

export { sendMetaConversion } from './meta';
export { sendLinkedInConversion } from './linkedin';
export { listConversions } from './store';
export { hashNormalised } from './hash';

/** A conversion body is a few hundred bytes (Next's parser limit of the routes before, 8 KiB). */
const CONVERSION_MAX_BODY_BYTES = 8 * 1024;

/**
 * The one shape of both conversion proxies (spec section 7): a JSON POST checked with the schema the
 * browser helper is typed by, counted per address, handed to its provider, answered 202 with the
 * outcome. The body is read by the route shape, so the route turns Next's parser off.
 */
export function conversionRoute<S extends yup.AnyObjectSchema>(
  schema: S,
  send: (db: Db, request: yup.InferType<S>, req: NextApiRequest) => Promise<ConversionOutcome>,
) {
  return apiRoute<yup.InferType<S>>({
    methods: ['POST'],
    cache: 'no-store',
    rateLimit: 'conversionPerIp',
    // Like Next's parser before: an empty body is {}, whose missing fields the schema names.
    body: { schema, maxBytes: CONVERSION_MAX_BODY_BYTES, emptyAsObject: true },
    handle: async ({ req, body, db }) => ({
      status: 202,
      body: { status: await send(db(), body, req) },
    }),
  });
}
