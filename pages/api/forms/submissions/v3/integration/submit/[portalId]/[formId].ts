import type { NextApiRequest, NextApiResponse } from 'next';
import { v4 as uuidv4 } from 'uuid';
import { CONSENT_COOKIE_NAME } from '@/constants/consent';
import { SUBMISSION_ID_HEADER } from '@/constants/forms';
import { ANONYMOUS_ID_HEADER, COOKIES } from '@/constants/storage';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { geolocate } from '@/lib/server/geo';
import { clientIp } from '@/lib/server/geo/client-ip';
import { acceptSubmission, errorBody, kickOutbox } from '@/lib/server/leads';
import { hubspotConfig } from '@/lib/server/providers/hubspot';

/**
 * POST /api/forms/submissions/v3/integration/submit/{portalId}/{formId}: the site's own forms host,
 * speaking HubSpot's Forms v3 contract (docs/decisions/0030). The body is read here so that even
 * malformed JSON gets a HubSpot-shaped answer.
 */
export const config = { api: { bodyParser: false } };

const MAX_BODY_BYTES = 256 * 1024;

async function readJson(
  req: NextApiRequest,
): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return { ok: false };
    chunks.push(buffer);
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

const header = (req: NextApiRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export default async function formsHostHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    res.status(405).json(errorBody('Method not allowed', uuidv4()));
    return;
  }
  const body = await readJson(req);
  if (!body.ok) {
    res
      .status(400)
      .json(
        errorBody('The request is not valid', uuidv4(), [
          { message: 'Invalid input JSON on line 1', errorType: 'INVALID_JSON' },
        ]),
      );
    return;
  }
  const { APP_STAGE, GEOIP_COUNTRY_OVERRIDE } = env();
  const ip = clientIp(req);
  const geo = geolocate({
    headers: req.headers,
    overrideCookie: req.cookies[COOKIES.consentCountryOverride],
    envOverride: GEOIP_COUNTRY_OVERRIDE,
    ip,
    isProduction: APP_STAGE === 'production',
  });
  try {
    const answer = acceptSubmission(getDb(), {
      portalId: String(req.query.portalId ?? ''),
      formId: String(req.query.formId ?? ''),
      body: body.value,
      ip,
      ipCountry: geo.countryCode,
      submissionId: header(req, SUBMISSION_ID_HEADER),
      anonymousId: header(req, ANONYMOUS_ID_HEADER),
      consentCookie: req.cookies[CONSENT_COOKIE_NAME],
      forward: hubspotConfig() !== undefined,
    });
    if (answer.status === 200 && answer.stored) kickOutbox();
    if (answer.status === 429 && answer.retryAfterS)
      res.setHeader('Retry-After', String(answer.retryAfterS));
    res.status(answer.status).json(answer.body);
  } catch (error) {
    console.error('[forms] could not store a submission', error);
    res.status(500).json(errorBody('Internal error', uuidv4()));
  }
}
