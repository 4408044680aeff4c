import { linkedInConversionSchema } from '@/lib/contracts/conversions';
import { env } from '@/lib/env';
import { conversionRoute, sendLinkedInConversion } from '@/lib/server/conversions';

export const config = { api: { bodyParser: false } };

/** POST /api/licapi: a demo or trial success for the LinkedIn Conversions API. */
export default conversionRoute(linkedInConversionSchema, (db, request) =>
  sendLinkedInConversion(db, request, env()),
);
