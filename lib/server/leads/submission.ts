import '@/lib/server/only-on-server';
import { v4 as uuidv4 } from 'uuid';
import * as yup from 'yup';
import { HONEYPOT_FIELD, type FormId } from '@/constants/forms';
import {
  fieldErrorMessage,
  type HubspotError,
  type HubspotErrorBody,
  type LegalConsentOptions,
  type SubmissionContext,
  type SubmissionField,
} from '@/lib/contracts/marketing-forms';
import { problemMessage, type ApiDialect, type RefusalKind } from '@/lib/server/http/api-route';
import { FORM_SCHEMAS } from '@/lib/validation/form-schemas';
import { invalidCharactersMessage } from '@/lib/validation/messages';
import { isValidHutk, MAX_VALUE_LENGTH } from '@/lib/validation/hidden-values';
import { hasControlCharacters } from '@/lib/validation/control-characters';

/**
 * The HubSpot Forms v3 submit contract as the embedded host speaks it: parsing the request body and
 * answering HubSpot-shaped errors (../shared/reference/integrations.md).
 */
/** HubSpot takes up to 1000 values (integrations.md). */
const HUBSPOT_MAX_FIELDS = 1000;
/**
 * The host adds its own qualification values to every lead before forwarding it (accept.ts:
 * free_email_domain and ip_country), so a visitor's submission may hold that many fewer, or
 * HubSpot would refuse the forwarded lead after the visitor was told it was received.
 */
export const HOST_ADDED_FIELDS = 2;
export const MAX_SUBMITTED_FIELDS = HUBSPOT_MAX_FIELDS - HOST_ADDED_FIELDS;

/**
 * A field name as HubSpot names a contact property: letters, digits and underscores, as every name
 * of constants/form-fields.ts and constants/attribution.ts is, at most 100 of them (about twice the
 * longest). The host stores the name, shows it to marketers and forwards it: a line break
 * or a 200,000-character name is refused, never kept.
 */
const MAX_FIELD_NAME_LENGTH = 100;
const FIELD_NAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{1,${MAX_FIELD_NAME_LENGTH}}$`);

export function isFieldName(name: string): boolean {
  return FIELD_NAME_PATTERN.test(name);
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * HubSpot documents submittedAt as a millisecond timestamp and no window (integrations.md). The
 * site's forms send the browser's clock at submit time: a day ahead allows for a clock set a little
 * wrong, 30 days for a client that sends a kept submission late. A time outside is a device clock
 * far off, not a reason to lose the lead: the host keeps its own time instead (decision 0258).
 */
const SUBMITTED_AT_MAX_AHEAD_MS = DAY_MS;
const SUBMITTED_AT_MAX_AGE_DAYS = 30;

/**
 * A whole number of milliseconds, sent as a number or a string of digits (the site's forms send a
 * string): the leads' submitted_at column is a BIGINT, and the outbox forwards the value as sent.
 */
function submittedAtMilliseconds(value: unknown): number | undefined {
  const parsed =
    typeof value === 'string' && /^\d{1,16}$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : undefined;
  return parsed !== undefined && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** A submitted value as the host keeps it (the object type is always a contact here). */
export type SubmittedField = Pick<SubmissionField, 'name' | 'value'>;

export interface ParsedSubmission {
  fields: SubmittedField[];
  submittedAt?: number;
  context: SubmissionContext;
  legalConsentOptions?: LegalConsentOptions;
}

export type ParseResult =
  { ok: true; submission: ParsedSubmission } | { ok: false; errors: HubspotError[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of a v3 body; values stay as sent (strings or numbers). */
export function parseSubmissionBody(body: unknown, now: number = Date.now()): ParseResult {
  if (!isRecord(body) || !Array.isArray(body.fields)) {
    return {
      ok: false,
      errors: [{ message: 'Invalid input JSON on line 1', errorType: 'INVALID_JSON' }],
    };
  }
  if (body.fields.length > MAX_SUBMITTED_FIELDS) {
    return {
      ok: false,
      errors: [
        {
          message: `The number of submitted values (${body.fields.length}) exceeds the maximum of ${MAX_SUBMITTED_FIELDS}`,
          errorType: 'MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED',
        },
      ],
    };
  }
  const errors: HubspotError[] = [];
  const fields: SubmittedField[] = [];
  body.fields.forEach((entry: unknown, index) => {
    const name = isRecord(entry) ? entry.name : undefined;
    const value = isRecord(entry) ? entry.value : undefined;
    if (
      typeof name !== 'string' ||
      name === '' ||
      (typeof value !== 'string' && typeof value !== 'number')
    ) {
      errors.push({
        message: `Error in 'fields[${index}]'. Each field needs a name and a string value`,
        errorType: 'INVALID_METADATA',
      });
      return;
    }
    // The name is not repeated: it may be what is wrong (a line break, 200,000 characters).
    if (!isFieldName(name)) {
      errors.push({
        message: `Error in 'fields[${index}]'. A field name is 1 to ${MAX_FIELD_NAME_LENGTH} letters, digits or underscores`,
        errorType: 'INVALID_METADATA',
      });
      return;
    }
    if (typeof value === 'string' && value.length > MAX_VALUE_LENGTH) {
      errors.push({
        message: fieldErrorMessage(name, 'Value is too large'),
        errorType: 'INPUT_TOO_LARGE',
      });
      return;
    }
    fields.push({ name, value });
  });
  const context: SubmissionContext = {};
  if (body.context !== undefined) {
    if (!isRecord(body.context)) {
      errors.push({
        message: "Error in 'context'. Must be an object",
        errorType: 'INVALID_METADATA',
      });
    } else {
      const { hutk, pageUri, pageName } = body.context;
      if (hutk !== undefined) {
        // HubSpot refuses an empty or malformed visitor token (INVALID_HUTK).
        if (!isValidHutk(hutk)) {
          errors.push({ message: 'The hutk is not valid', errorType: 'INVALID_HUTK' });
        } else context.hutk = hutk;
      }
      if (pageUri !== undefined) {
        // The URL parser drops line breaks and tabs: a URL holding one is refused, not repaired.
        if (typeof pageUri !== 'string' || hasControlCharacters(pageUri) || !isHttpUrl(pageUri)) {
          errors.push({ message: 'The pageUri is not a valid URL', errorType: 'INVALID_PAGE_URI' });
        } else context.pageUri = pageUri.slice(0, 2000);
      }
      if (typeof pageName === 'string') {
        if (hasControlCharacters(pageName)) {
          errors.push({
            message: "Error in 'context.pageName'. The page name contains invalid characters",
            errorType: 'INVALID_METADATA',
          });
        } else context.pageName = pageName.slice(0, 500);
      }
    }
  }
  let submittedAt: number | undefined;
  if (body.submittedAt !== undefined) {
    const parsed = submittedAtMilliseconds(body.submittedAt);
    if (parsed === undefined) {
      errors.push({
        message: "Error in 'submittedAt'. Must be a timestamp in milliseconds",
        errorType: 'INVALID_METADATA',
      });
    } else if (
      parsed <= now + SUBMITTED_AT_MAX_AHEAD_MS &&
      parsed >= now - SUBMITTED_AT_MAX_AGE_DAYS * DAY_MS
    ) {
      submittedAt = parsed;
    }
  }
  const consent = parseLegalConsentOptions(body.legalConsentOptions);
  if (!consent.ok) errors.push(consent.error);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    submission: {
      fields,
      submittedAt,
      context,
      ...(consent.ok && consent.options ? { legalConsentOptions: consent.options } : {}),
    },
  };
}

/** Longer consent wording than any form shows is refused rather than stored. */
const MAX_CONSENT_TEXT_LENGTH = 5_000;
/** More subscription types than a portal has; each is one checkbox of the notice. */
const MAX_CONSENT_COMMUNICATIONS = 20;

const consentError = (path: string, problem: string): HubspotError => ({
  message: `Error in 'legalConsentOptions.${path}'. ${problem}`,
  errorType: 'INVALID_LEGAL_OPTION_FORMAT',
});

function consentText(value: unknown, path: string): string | HubspotError {
  if (typeof value !== 'string' || value.trim() === '') {
    return consentError(path, 'Must be the text the visitor was shown');
  }
  if (value.length > MAX_CONSENT_TEXT_LENGTH || hasControlCharacters(value.replace(/\n/g, ' '))) {
    return consentError(path, 'The text is too long or contains invalid characters');
  }
  return value;
}

/**
 * The notice the visitor agreed to, in HubSpot's `consent` shape (the one the site's forms send):
 * stored with the lead and shown to marketers, so anything else is refused, not kept as sent.
 */
function parseLegalConsentOptions(
  value: unknown,
): { ok: true; options?: LegalConsentOptions } | { ok: false; error: HubspotError } {
  if (value === undefined || value === null) return { ok: true };
  if (!isRecord(value) || !isRecord(value.consent)) {
    return { ok: false, error: consentError('consent', 'Must be an object') };
  }
  const { consentToProcess, text, communications } = value.consent;
  if (typeof consentToProcess !== 'boolean') {
    return { ok: false, error: consentError('consent.consentToProcess', 'Must be true or false') };
  }
  const noticeText = consentText(text, 'consent.text');
  if (typeof noticeText !== 'string') return { ok: false, error: noticeText };
  if (communications === undefined) {
    return { ok: true, options: { consent: { consentToProcess, text: noticeText } } };
  }
  if (!Array.isArray(communications) || communications.length > MAX_CONSENT_COMMUNICATIONS) {
    return {
      ok: false,
      error: consentError(
        'consent.communications',
        `Must be a list of at most ${MAX_CONSENT_COMMUNICATIONS} subscriptions`,
      ),
    };
  }
  const kept: NonNullable<LegalConsentOptions['consent']['communications']> = [];
  for (const [index, entry] of communications.entries()) {
    const path = `consent.communications[${index}]`;
    if (
      !isRecord(entry) ||
      typeof entry.value !== 'boolean' ||
      !Number.isSafeInteger(entry.subscriptionTypeId) ||
      (entry.subscriptionTypeId as number) <= 0
    ) {
      return {
        ok: false,
        error: consentError(path, 'Each needs a true or false value and a subscriptionTypeId'),
      };
    }
    const label = consentText(entry.text, `${path}.text`);
    if (typeof label !== 'string') return { ok: false, error: label };
    kept.push({
      value: entry.value,
      subscriptionTypeId: entry.subscriptionTypeId as number,
      text: label,
    });
  }
  return {
    ok: true,
    options: { consent: { consentToProcess, text: noticeText, communications: kept } },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Name/value pairs to a values object; a repeated name becomes an array. The object has no
 * prototype: a field named `constructor`, `toString` or `__proto__` is a value like any other,
 * not an inherited member taken for an earlier value of that name.
 */
export function fieldsToValues(
  fields: readonly SubmittedField[],
): Record<string, string | string[]> {
  const values = Object.create(null) as Record<string, string | string[]>;
  for (const { name, value } of fields) {
    const text = String(value);
    const existing = values[name];
    if (existing === undefined) values[name] = text;
    else values[name] = Array.isArray(existing) ? [...existing, text] : [existing, text];
  }
  return values;
}

export function isHoneypotFilled(values: Record<string, string | string[]>): boolean {
  const trap = values[HONEYPOT_FIELD];
  return Array.isArray(trap) ? trap.some((v) => v.trim() !== '') : (trap ?? '').trim() !== '';
}

const ERROR_TYPES: Record<string, string> = {
  required: 'REQUIRED_FIELD',
  // yup reports a missing (undefined) value as 'optionality'.
  optionality: 'REQUIRED_FIELD',
  'phone-required': 'REQUIRED_FIELD',
  min: 'REQUIRED_FIELD',
  'email-format': 'INVALID_EMAIL',
  'work-email': 'BLOCKED_EMAIL',
  'personal-work-email': 'BLOCKED_EMAIL',
  max: 'INPUT_TOO_LARGE',
  'one-of': 'VALUE_NOT_IN_FIELD_DEFINITION',
  'all-one-of': 'VALUE_NOT_IN_FIELD_DEFINITION',
};

/**
 * Hidden and attribution fields (utm_*, page_url_form_ ...) pass the form's schema untouched; they
 * are one-line values all the same, so a control character in one is refused like in any field.
 */
function unlistedFieldErrors(
  formId: FormId,
  values: Record<string, string | string[]>,
): HubspotError[] {
  const listed = FORM_SCHEMAS[formId].fields;
  return Object.entries(values)
    .filter(([name, value]) => {
      if (Object.prototype.hasOwnProperty.call(listed, name)) return false;
      return (Array.isArray(value) ? value : [value]).some((text) => hasControlCharacters(text));
    })
    .map(([name]) => ({
      message: `Error in 'fields.${name}'. ${invalidCharactersMessage(name)}`,
      errorType: 'INVALID_FIELD_VALUE',
    }));
}

/**
 * Validates with the form id's yup schema, the one the browser form uses, and answers each
 * problem as HubSpot does: "Error in 'fields.{name}'. {message}".
 */
export function validateSubmission(
  formId: FormId,
  values: Record<string, string | string[]>,
): HubspotError[] {
  const unlisted = unlistedFieldErrors(formId, values);
  const schema = FORM_SCHEMAS[formId];
  // The schema gets the fields it lists; unlistedFieldErrors checks the others. yup looks up each
  // name of the value in its shape as `fields[name]`, so a field named `constructor` would be
  // taken for a rule of that name (a TypeError, answered 500).
  const listedValues = Object.fromEntries(
    Object.entries(values).filter(([name]) => Object.hasOwn(schema.fields, name)),
  );
  try {
    schema.validateSync(listedValues, { abortEarly: false });
    return unlisted;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const seen = new Set<string>();
    const problems = error.inner.length > 0 ? error.inner : [error];
    const listedErrors = problems.flatMap((problem) => {
      const path = (problem.path ?? '').replace(/\[\d+\]$/, '');
      if (seen.has(path)) return [];
      seen.add(path);
      return [
        {
          message: fieldErrorMessage(path, problemMessage(problem)),
          errorType: ERROR_TYPES[problem.type ?? ''] ?? 'INVALID_FIELD_VALUE',
        },
      ];
    });
    return [...listedErrors, ...unlisted];
  }
}

export function errorBody(
  message: string,
  correlationId: string,
  errors?: HubspotError[],
): HubspotErrorBody {
  return { status: 'error', message, correlationId, ...(errors ? { errors } : {}) };
}

/** HubSpot's headline and error type for each refusal the route shape gives the forms host. */
const HUBSPOT_REFUSALS: Partial<Record<RefusalKind, [string, string | undefined]>> = {
  'method-not-allowed': ['Method not allowed', undefined],
  'unsupported-media-type': ['Unsupported Media Type', 'UNSUPPORTED_MEDIA_TYPE'],
  'too-large': ['The request is too large', 'INPUT_TOO_LARGE'],
  malformed: ['The request is not valid', 'INVALID_JSON'],
  unexpected: ['Internal error', undefined],
};

/**
 * The forms host's refusals in HubSpot's v3 error shape (lib/server/http/api-route): even a body
 * that cannot be read gets an answer a HubSpot client parses.
 */
export function hubspotDialect(maxBodyBytes: number): ApiDialect {
  return {
    messages: {
      'too-large': `The body is over ${maxBodyBytes} bytes`,
      malformed: 'Invalid input JSON on line 1',
    },
    body: (error) => {
      const [message, errorType] = (error.kind && HUBSPOT_REFUSALS[error.kind]) ?? [
        error.message,
        undefined,
      ];
      return errorBody(
        message,
        uuidv4(),
        errorType ? [{ message: error.message, errorType }] : undefined,
      );
    },
    answersUnexpected: true,
  };
}
