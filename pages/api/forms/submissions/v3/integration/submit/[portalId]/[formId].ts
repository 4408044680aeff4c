import type { NextApiRequest, NextApiResponse } from 'next';
import { v4 as uuidv4 } from 'uuid';
import { CONSENT_COOKIE_NAME } from '@/constants/consent';
import { SUBMISSION_ID_HEADER } from '@/constants/forms';
import { ANONYMOUS_ID_HEADER, COOKIES } from '@/constants/storage';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db';
import { geolocate } from '@/lib/server/geo';
import { clientIp } from '@/lib/server/geo/client-ip';
import { DATABASE_BUSY_MESSAGE, refuseWhileDatabaseBusy } from '@/lib/server/http/database-busy';
import {
  JSON_ONLY_MESSAGE,
  JSON_TOO_DEEP_MESSAGE,
  readJsonBody,
  type JsonBody,
} from '@/lib/server/http/json-body';
import { acceptSubmission, errorBody, kickOutbox, type HubspotError } from '@/lib/server/leads';
import { hubspotConfig } from '@/lib/server/providers/hubspot';

/**
 * POST /api/forms/submissions/v3/integration/submit/{portalId}/{formId}: the site's own forms host,
 * speaking HubSpot's Forms v3 contract (docs/decisions/0030). The body is read here so that even
 * malformed JSON gets a HubSpot-shaped answer.
 */
export const config = { api: { bodyParser: false } };

const MAX_BODY_BYTES = 256 * 1024;

type BodyProblem = Extract<JsonBody, { ok: false }>['problem'];

/** HubSpot-shaped answers for a body that cannot be read: status, message, errors. */
const BODY_PROBLEMS: Record<BodyProblem, [number, string, HubspotError[]]> = {
  'content-type': [
    415,
    'Unsupported Media Type',
    [{ message: JSON_ONLY_MESSAGE, errorType: 'UNSUPPORTED_MEDIA_TYPE' }],
  ],
  'too-large': [
    413,
    'The request is too large',
    [{ message: `The body is over ${MAX_BODY_BYTES} bytes`, errorType: 'INPUT_TOO_LARGE' }],
  ],
  malformed: [
    400,
    'The request is not valid',
    [{ message: 'Invalid input JSON on line 1', errorType: 'INVALID_JSON' }],
  ],
  'too-deep': [
    400,
    'The request is not valid',
    [{ message: JSON_TOO_DEEP_MESSAGE, errorType: 'INVALID_JSON' }],
  ],
};

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
  // One rule for JSON bodies (lib/server/http/json-body.ts): HubSpot's endpoint takes
  // application/json only, and a text/plain post is a cross-site request no preflight stops.
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) {
    const [status, message, errors] = BODY_PROBLEMS[body.problem];
    if (status === 415) res.setHeader('Accept-Post', 'application/json');
    res.status(status).json(errorBody(message, uuidv4(), errors));
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
    // A lock held elsewhere: 503 + Retry-After, and the client resends the same submission id.
    if (refuseWhileDatabaseBusy(res, error, errorBody(DATABASE_BUSY_MESSAGE, uuidv4()))) return;
    console.error('[forms] could not store a submission', error);
    res.status(500).json(errorBody('Internal error', uuidv4()));
  }
}
