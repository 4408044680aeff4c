import { CONSENT_COOKIE_NAME } from '@/constants/consent';
import { SUBMISSION_ID_HEADER } from '@/constants/forms';
import { ANONYMOUS_ID_HEADER } from '@/constants/storage';
import { geolocateRequest } from '@/lib/server/geo';
import { clientIp } from '@/lib/server/geo/client-ip';
import { apiRoute } from '@/lib/server/http/api-route';
import { header } from '@/lib/server/http/request';
import { acceptSubmission, hubspotDialect, kickOutbox } from '@/lib/server/leads';
import { hubspotConfig } from '@/lib/server/providers/hubspot';

/**
 * POST /api/forms/submissions/v3/integration/submit/{portalId}/{formId}: the site's own forms host,
 * speaking HubSpot's Forms v3 contract (docs/decisions/0030). The body is read by the route shape
 * so that even malformed JSON gets a HubSpot-shaped answer; HubSpot's endpoint takes
 * application/json only.
 */
export const config = { api: { bodyParser: false } };

const MAX_BODY_BYTES = 256 * 1024;

export default apiRoute({
  methods: ['POST'],
  cache: 'no-store',
  body: { maxBytes: MAX_BODY_BYTES },
  dialect: hubspotDialect(MAX_BODY_BYTES),
  handle: async ({ req, body, db }) => {
    // The host counts its own limit (formSubmitPerIp) and answers it in HubSpot's shape.
    const answer = await acceptSubmission(db(), {
      portalId: String(req.query.portalId ?? ''),
      formId: String(req.query.formId ?? ''),
      body,
      ip: clientIp(req),
      ipCountry: geolocateRequest(req).countryCode,
      submissionId: header(req, SUBMISSION_ID_HEADER),
      anonymousId: header(req, ANONYMOUS_ID_HEADER),
      consentCookie: req.cookies[CONSENT_COOKIE_NAME],
      forward: hubspotConfig() !== undefined,
    });
    if (answer.status === 200 && answer.stored) kickOutbox();
    const retryAfter =
      answer.status === 429 && answer.retryAfterS
        ? { 'Retry-After': String(answer.retryAfterS) }
        : undefined;
    return { status: answer.status, body: answer.body, headers: retryAfter };
  },
});
