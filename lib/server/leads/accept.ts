import '@/lib/server/only-on-server';
import { v4 as uuidv4 } from 'uuid';
import { CONSENT_NOTICE_TEXT, FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { HONEYPOT_FIELD, MARKETING_PORTAL_ID, SUBMISSION_ID_PATTERN } from '@/constants/forms';
import { consentModelForCountry } from '@/lib/consent/consent-model';
import type { Db } from '@/lib/server/db';
import { anonymousIdToKeep } from '@/lib/server/events/anonymous-id';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import type { HubspotErrorBody, LegalConsentOptions } from '@/lib/contracts/marketing-forms';
import { isFreeEmailDomain } from '@/lib/validation/email';
import '@/lib/validation/free-mail-list';
import { isKnownFormId } from '@/lib/validation/form-schemas';
import {
  errorBody,
  fieldsToValues,
  isHoneypotFilled,
  parseSubmissionBody,
  validateSubmission,
  type SubmittedField,
} from './submission';
import { storeLead, type LeadConsent } from './store';

/** HubSpot's default thank-you line. */
export const THANK_YOU_MESSAGE = 'Thanks for submitting the form.';

export interface IncomingSubmission {
  portalId: string;
  formId: string;
  body: unknown;
  ip: string | undefined;
  ipCountry: string | null;
  submissionId: string | undefined;
  anonymousId: string | undefined;
  consentCookie: string | undefined;
  /** Whether stored leads are also queued for HubSpot. */
  forward: boolean;
  now?: number;
}

export type HostAnswer =
  | { status: 200; body: { inlineMessage: string }; leadId?: number; stored: boolean }
  | { status: 400 | 404 | 409 | 429; body: HubspotErrorBody; retryAfterS?: number };

/** A submission id is one submission's: another one under it is refused, not dropped unsaid. */
export const REUSED_SUBMISSION_ID_MESSAGE =
  'This submission id was already used for another submission: send it with a new id';

/** The consent cookie's granted groups (vanilla-cookieconsent stores `categories`). */
export function cookieGroups(raw: string | undefined): string[] | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { categories?: unknown };
    return Array.isArray(parsed.categories)
      ? parsed.categories.filter((c): c is string => typeof c === 'string')
      : null;
  } catch {
    return null;
  }
}

function marketingOptIn(
  legalConsentOptions: LegalConsentOptions | undefined,
  fields: SubmittedField[],
): boolean | null {
  const fromConsent = legalConsentOptions?.consent.communications?.[0]?.value;
  if (fromConsent !== undefined) return fromConsent;
  const optOut = fields.find((f) => f.name === FIELDS.marketingOptOut.name)?.value;
  return optOut === undefined ? null : String(optOut) !== 'true';
}

/**
 * The embedded forms host: checks the portal, form id, rate limit, body and honeypot, validates
 * with the form's schema, then stores the lead (and its outbox row) before answering 200.
 */
export async function acceptSubmission(db: Db, incoming: IncomingSubmission): Promise<HostAnswer> {
  const correlationId = uuidv4();
  const now = incoming.now ?? Date.now();
  if (incoming.portalId !== MARKETING_PORTAL_ID || !isKnownFormId(incoming.formId)) {
    return { status: 404, body: errorBody(`Form not found: ${incoming.formId}`, correlationId) };
  }
  const formId = incoming.formId;
  const limit = await consumeRateLimit(db, 'formSubmitPerIp', incoming.ip ?? 'unknown', now);
  if (!limit.allowed) {
    // Deliberately generic: nothing about the limit or the caller.
    return {
      status: 429,
      body: errorBody('Too many requests, please try again later', correlationId),
      retryAfterS: limit.retryAfterS,
    };
  }
  const parsed = parseSubmissionBody(incoming.body, now);
  if (!parsed.ok)
    return {
      status: 400,
      body: errorBody('The request is not valid', correlationId, parsed.errors),
    };
  const { submission } = parsed;
  const values = fieldsToValues(submission.fields);
  // Bots get the same answer as people, and nothing is stored or forwarded.
  if (isHoneypotFilled(values))
    return { status: 200, body: { inlineMessage: THANK_YOU_MESSAGE }, stored: false };
  const errors = validateSubmission(formId, values);
  if (errors.length > 0)
    return { status: 400, body: errorBody('The request is not valid', correlationId, errors) };

  const email = String(values[FIELDS.email.name] ?? '');
  const freeEmailDomain = isFreeEmailDomain(email);
  // Qualification data (spec section 3) travels with the lead to the CRM.
  const fields: SubmittedField[] = [
    ...submission.fields.filter(
      (f) =>
        f.name !== HONEYPOT_FIELD &&
        f.name !== HIDDEN_FIELDS.freeEmailDomain &&
        f.name !== HIDDEN_FIELDS.ipCountry,
    ),
    { name: HIDDEN_FIELDS.freeEmailDomain, value: String(freeEmailDomain) },
    ...(incoming.ipCountry ? [{ name: HIDDEN_FIELDS.ipCountry, value: incoming.ipCountry }] : []),
  ];
  const consent: LeadConsent = {
    noticeAccepted: true,
    noticeText: submission.legalConsentOptions?.consent.text ?? CONSENT_NOTICE_TEXT,
    marketingOptIn: marketingOptIn(submission.legalConsentOptions, submission.fields),
    model: incoming.ipCountry ? consentModelForCountry(incoming.ipCountry) : null,
    cookieGroups: cookieGroups(incoming.consentCookie),
  };
  const submissionId =
    incoming.submissionId && SUBMISSION_ID_PATTERN.test(incoming.submissionId)
      ? incoming.submissionId
      : uuidv4();
  const context: Record<string, string> = { ...submission.context };
  if (incoming.ip) context.ipAddress = incoming.ip;
  const outcome = await storeLead(
    db,
    {
      submissionId,
      formId,
      fields,
      context,
      legalConsentOptions: submission.legalConsentOptions,
      consent,
      ipCountry: incoming.ipCountry,
      freeEmailDomain,
      // The id events and signups keep (a UUID). A malformed one is dropped, not refused: the
      // lead is what the visitor sent, and it is stored without the join to analytics.
      anonymousId: anonymousIdToKeep(incoming.anonymousId),
      submittedAt: submission.submittedAt ?? now,
    },
    { forward: incoming.forward, now },
  );
  if (!outcome.stored && !outcome.same) {
    return {
      status: 409,
      body: errorBody('The request is not valid', correlationId, [
        { message: REUSED_SUBMISSION_ID_MESSAGE, errorType: 'DUPLICATE_SUBMISSION_ID' },
      ]),
    };
  }
  return {
    status: 200,
    body: { inlineMessage: THANK_YOU_MESSAGE },
    leadId: outcome.leadId,
    stored: outcome.stored,
  };
}
