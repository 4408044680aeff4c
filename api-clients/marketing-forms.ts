import Cookies from 'js-cookie';
import { v4 as uuidv4 } from 'uuid';
import { FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import {
  FORMS_ABOUT_SOMEONE_ELSE,
  MARKETING_FORMS_HOST_PATH,
  MARKETING_PORTAL_ID,
  SUBMISSION_ID_HEADER,
  TEST_AUTOMATION_EMAIL_DOMAIN,
  type FormId,
} from '@/constants/forms';
import { ANONYMOUS_ID_HEADER, COOKIES } from '@/constants/storage';
import {
  FORM_SUBMISSION_MAX_ATTEMPTS,
  FORM_SUBMISSION_RETRY_WAIT_MAX_MS,
  FORM_SUBMISSION_TIMEOUT_MS,
} from '@/constants/timings';
import { getGoogleClientId } from '@/lib/analytics/google-client-id';
import { retryAfterMs } from '@/lib/http/retry-after';
import { attributionFields, getAnonymousId, type Attribution } from '@/lib/attribution';
import { notifyError } from '@/lib/error-reporting/browser';
import {
  parseFieldErrorMessage,
  type LegalConsentOptions,
  type SubmissionContext,
  type SubmissionField,
  type SubmissionPayload,
  type SubmissionSuccessBody,
} from '@/lib/contracts/marketing-forms';
import { isValidHutk } from '@/lib/validation/hidden-values';
import { MESSAGES } from '@/lib/validation/messages';
import { checkEmail, type EmailCheckResult } from './email-check';

/**
 * The marketing forms client: the HubSpot Forms API v3 submit contract (spec sections 3, 5, 7, 8).
 *
 * Usage:
 *   const result = await submitMarketingForm({ formId: FORM_IDS.requestDemo, values });
 *   // {} when skipped (test-automation email, or the email check says not to send);
 *   // otherwise HubSpot's {inlineMessage} or {redirectUri}, plus the emailCheck it ran first.
 * It throws Error('Email must be set' | 'Email cannot be an array') for a missing email, and
 * MarketingSubmissionError('Hubspot submission failed with errors' | 'Hubspot submission failed')
 * when the host refuses; those are reported to error reporting and passed to `onError` first.
 * error.fieldErrors holds [{field?, error}] parsed from "Error in 'fields.{field}'. {error}".
 * A 503 with Retry-After (the host's database briefly locked; nothing stored) is sent again with the
 * same submission id after the wait, up to FORM_SUBMISSION_MAX_ATTEMPTS attempts in all.
 * Forms call it through submitLead (components/forms/submit-lead.ts), the one submit path.
 */
export type SubmissionValue = unknown;

export interface Experiment {
  experimentId: string;
  variantId: string;
}

export interface FieldError {
  /** The field the server named, when it named one. */
  field?: string;
  error: string;
}

export class MarketingSubmissionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MarketingSubmissionError';
  }
}

export type MarketingSubmissionResult = SubmissionSuccessBody & {
  /** The email check run before a sent submission (the get-started modal acts on it). */
  emailCheck?: EmailCheckResult;
};

/** The browser-side facts every submission carries, gathered at submit time. */
export interface SubmissionEnvironment {
  pageUri: string;
  pageName: string;
  hutk?: string;
  attribution: Attribution;
  googleClientId?: string;
  experiments: Experiment[];
  anonymousId?: string;
}

/** "Error in 'fields.email'. Invalid email address" -> {field: 'email', error: 'Invalid email address'}. */
export function parseSubmissionErrors(messages: readonly string[]): FieldError[] {
  return messages.map((message) => parseFieldErrorMessage(message) ?? { error: message });
}

function toPairs(name: string, value: SubmissionValue): SubmissionField[] {
  if (value === undefined || value === null || value === '') return [];
  // Arrays travel as repeated name/value pairs (spec section 3).
  if (Array.isArray(value)) return value.flatMap((item: unknown) => toPairs(name, item));
  if (typeof value === 'string' || typeof value === 'number') {
    return [{ objectTypeId: '0-1', name, value }];
  }
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as boolean | bigint | symbol);
  return [{ objectTypeId: '0-1', name, value: text }];
}

/** The v3 request body for a form's values plus everything added to every submission. */
export function buildSubmissionPayload(
  values: Record<string, SubmissionValue>,
  environment: SubmissionEnvironment,
  {
    now = Date.now(),
    legalConsentOptions,
  }: { now?: number; legalConsentOptions?: LegalConsentOptions } = {},
): SubmissionPayload {
  const added: Record<string, SubmissionValue> = {
    ...environment.attribution,
    [HIDDEN_FIELDS.pageUrl]: environment.pageUri,
    [HIDDEN_FIELDS.googleClientId]: environment.googleClientId,
  };
  if (environment.experiments.length > 0) {
    added[HIDDEN_FIELDS.experimentId] = environment.experiments
      .map((e) => e.experimentId)
      .join(',');
    added[HIDDEN_FIELDS.variantId] = environment.experiments.map((e) => e.variantId).join(',');
  }
  const merged: Record<string, SubmissionValue> = { ...added, ...values };
  // Keep the form's own fields first: they are what a marketer reads first.
  const ordered = [...Object.keys(values), ...Object.keys(added).filter((key) => !(key in values))];
  const context: SubmissionContext = {};
  // A hubspotutk cookie the host would refuse (INVALID_HUTK) must not cost the visitor the lead.
  if (isValidHutk(environment.hutk)) context.hutk = environment.hutk;
  if (environment.pageUri) context.pageUri = environment.pageUri;
  if (environment.pageName) context.pageName = environment.pageName;
  return {
    fields: ordered.flatMap((name) => toPairs(name, merged[name])),
    submittedAt: String(now),
    context,
    ...(legalConsentOptions ? { legalConsentOptions } : {}),
  };
}

/** The analytics client id from the _ga cookie ('GA1.1.123.456' -> '123.456'). */
export function googleClientIdFromCookie(value: string | undefined): string | undefined {
  const match = value ? /^GA\d\.\d+\.(\d+\.\d+)$/.exec(value) : null;
  return match?.[1];
}

async function browserEnvironment(experiments: Experiment[]): Promise<SubmissionEnvironment> {
  return {
    pageUri: window.location.href,
    pageName: document.title,
    hutk: Cookies.get(COOKIES.hubspotVisitor) || undefined,
    attribution: attributionFields(),
    googleClientId:
      (await getGoogleClientId().catch(() => undefined)) ??
      googleClientIdFromCookie(Cookies.get('_ga')),
    experiments,
    anonymousId: getAnonymousId() ?? undefined,
  };
}

/** Spec section 8: submission failures go to error reporting (and the console). */
export function reportSubmissionError(error: Error): void {
  notifyError(error, 'marketing form submission');
  console.warn(error);
}

export interface SubmitMarketingFormOptions {
  formId: FormId;
  values: Record<string, SubmissionValue>;
  experiments?: Experiment[];
  legalConsentOptions?: LegalConsentOptions;
  /** Idempotency key: the host stores and forwards a submission id once. */
  submissionId?: string;
  /** The email check already run for this submission: one check per submission, never two. */
  emailCheck?: EmailCheckResult;
  onError?: (error: MarketingSubmissionError) => void;
  /** Tests inject these. */
  environment?: SubmissionEnvironment;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  endpoint?: string;
  wait?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long to wait before sending the same submission again, or undefined to stop: only a 503
 * with Retry-After (the host could not store it yet, and stored nothing), within the attempts.
 */
function retryWait(response: Response, attempt: number): number | undefined {
  if (response.status !== 503 || attempt >= FORM_SUBMISSION_MAX_ATTEMPTS) return undefined;
  const wait = retryAfterMs(response.headers.get('retry-after'));
  return wait === undefined ? undefined : Math.min(wait, FORM_SUBMISSION_RETRY_WAIT_MAX_MS);
}

export function submissionEndpoint(formId: string): string {
  return `${MARKETING_FORMS_HOST_PATH}/submissions/v3/integration/submit/${MARKETING_PORTAL_ID}/${encodeURIComponent(formId)}`;
}

export async function submitMarketingForm({
  formId,
  values,
  experiments = [],
  legalConsentOptions,
  submissionId = uuidv4(),
  emailCheck,
  onError,
  environment,
  fetchImpl = fetch,
  timeoutMs = FORM_SUBMISSION_TIMEOUT_MS,
  endpoint = submissionEndpoint(formId),
  wait = waitFor,
}: SubmitMarketingFormOptions): Promise<MarketingSubmissionResult> {
  const email = values.email;
  if (Array.isArray(email)) throw new Error(MESSAGES.submissionEmailArray);
  if (typeof email !== 'string' || email.trim() === '')
    throw new Error(MESSAGES.submissionEmailMissing);
  if (email.trim().toLowerCase().endsWith(`@${TEST_AUTOMATION_EMAIL_DOMAIN}`)) return {};

  const companySize = values[FIELDS.companySize.name];
  const check =
    emailCheck ??
    (await checkEmail(email.trim(), {
      fetchImpl,
      companySize: typeof companySize === 'string' ? companySize : undefined,
    }));
  if (!check.sendToHubspot) return {};

  const visitor = environment ?? (await browserEnvironment(experiments));
  // The lead is someone else's: nothing ties it to the browser of the visitor who sent it.
  const facts: SubmissionEnvironment = FORMS_ABOUT_SOMEONE_ELSE.includes(formId)
    ? { ...visitor, hutk: undefined, anonymousId: undefined, googleClientId: undefined }
    : visitor;
  const payload = buildSubmissionPayload(values, facts, { legalConsentOptions });
  let failure: MarketingSubmissionError;
  try {
    let response: Response;
    // The same submission id every time: the host stores a retried submission once.
    for (let attempt = 1; ; attempt += 1) {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [SUBMISSION_ID_HEADER]: submissionId,
          ...(facts.anonymousId ? { [ANONYMOUS_ID_HEADER]: facts.anonymousId } : {}),
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const delay = retryWait(response, attempt);
      if (delay === undefined) break;
      await response.body?.cancel();
      await wait(delay);
    }
    const body = (await response.json().catch(() => ({}))) as {
      inlineMessage?: unknown;
      redirectUri?: unknown;
      errors?: { message?: unknown }[];
    };
    if (response.ok) {
      return {
        ...(typeof body.inlineMessage === 'string' ? { inlineMessage: body.inlineMessage } : {}),
        ...(typeof body.redirectUri === 'string' ? { redirectUri: body.redirectUri } : {}),
        emailCheck: check,
      };
    }
    const messages = (Array.isArray(body.errors) ? body.errors : [])
      .map((entry) => entry.message)
      .filter((message): message is string => typeof message === 'string' && message !== '');
    failure =
      messages.length > 0
        ? new MarketingSubmissionError(
            MESSAGES.submissionFailedWithErrors,
            parseSubmissionErrors(messages),
            response.status,
          )
        : new MarketingSubmissionError(MESSAGES.submissionFailed, [], response.status);
  } catch {
    // Network failure or the 10 s timeout: no detail to show.
    failure = new MarketingSubmissionError(MESSAGES.submissionFailed);
  }
  reportSubmissionError(failure);
  onError?.(failure);
  throw failure;
}
