import { fbConversionSchema } from '@/lib/contracts/conversions';
import { env } from '@/lib/env';
import { conversionRoute, sendMetaConversion } from '@/lib/server/conversions';
import { clientIp } from '@/lib/server/geo/client-ip';

export const config = { api: { bodyParser: false } };

/** POST /api/fb-conversion-api: a demo or trial success for the Meta Conversions API. */
export default conversionRoute(fbConversionSchema, (db, request, req) =>
  sendMetaConversion(db, request, { now: Date.now(), clientIp: clientIp(req) }, env()),
);
