import {
  MarketingSubmissionError,
  submitMarketingForm,
  type Experiment,
  type MarketingSubmissionResult,
  type SubmissionValue,
} from '@/api-clients/marketing-forms';
import type { EmailCheckResult } from '@/api-clients/email-check';
import {
  CONSENT_NOTICE_TEXT,
  FIELDS,
  MARKETING_SUBSCRIPTION_TYPE_ID,
} from '@/constants/form-fields';
import type { FormId } from '@/constants/forms';
import { warnUnhandledSubmitError } from '@/lib/error-reporting/browser';

/**
 * The one submit path of every marketing form (docs/decisions/0130): the page forms through
 * <MarketingForm>, the demo modal's two steps and the trial modal's forms. It calls the forms client
 * once (which runs the email check once, or takes the one the caller already ran) and never throws:
 * it says what became of the lead, and each form decides what the visitor sees (spec section 8: the
 * page forms show a message, the demo moves on unless a field it shows was refused, the trial only
 * reports).
 *
 *   const outcome = await submitLead({ formId, values, shownFields: ['email', ...] });
 *   if (!outcome.sent) for (const [field, message] of Object.entries(outcome.fieldErrors)) ...
 */
export interface LeadSubmission {
  formId: FormId;
  /** Everything sent: the form's answers and its hidden values. */
  values: Record<string, SubmissionValue>;
  /** The fields the visitor sees: an error the host names on one of them belongs under it. */
  shownFields?: readonly string[];
  /**
   * Set where the form shows the consent notice: sent as legalConsentOptions, with the marketing
   * opt-in the visitor gave in the GDPR region (the box) and not elsewhere.
   */
  consent?: { gdpr: boolean };
  /** One id per attempt: a network retry of the same attempt is stored once by the host. */
  submissionId?: string;
  experiments?: Experiment[];
  /** The email check this submission already ran (the demo's step 2 qualifies the meeting with it). */
  emailCheck?: EmailCheckResult;
  onError?: (error: MarketingSubmissionError) => void;
}

export type LeadOutcome =
  | { sent: true; result: MarketingSubmissionResult }
  | {
      sent: false;
      /** Errors the host named on a shown field, by field (the first message for each). */
      fieldErrors: Record<string, string>;
      /** Every other message of the host's refusal. */
      formErrors: string[];
    };

/**
 * The notice, and in the GDPR region the visitor's answer to the opt-in box. A form without the box
 * (a referral, where the address is someone else's; customer advocacy; a blog subscription) asked
 * nothing, so it claims no marketing consent either way: its opt-out value is absent.
 */
function legalConsentOptions(optOut: SubmissionValue | undefined, gdpr: boolean) {
  return {
    consent: {
      consentToProcess: true,
      text: CONSENT_NOTICE_TEXT,
      ...(gdpr && typeof optOut === 'boolean'
        ? {
            communications: [
              {
                value: optOut !== true,
                subscriptionTypeId: MARKETING_SUBSCRIPTION_TYPE_ID,
                text: FIELDS.marketingOptOut.label,
              },
            ],
          }
        : {}),
    },
  };
}

export async function submitLead({
  formId,
  values,
  shownFields = [],
  consent,
  submissionId,
  experiments,
  emailCheck,
  onError,
}: LeadSubmission): Promise<LeadOutcome> {
  try {
    const result = await submitMarketingForm({
      formId,
      values,
      experiments,
      legalConsentOptions: consent
        ? legalConsentOptions(values[FIELDS.marketingOptOut.name], consent.gdpr)
        : undefined,
      submissionId,
      emailCheck,
      onError,
    });
    return { sent: true, result };
  } catch (error) {
    // The client has reported a refusal already; anything else is a bug, logged as a warning.
    if (!(error instanceof MarketingSubmissionError)) {
      warnUnhandledSubmitError(error, formId);
      return { sent: false, fieldErrors: {}, formErrors: [] };
    }
    const fieldErrors: Record<string, string> = {};
    const formErrors: string[] = [];
    for (const { field, error: message } of error.fieldErrors) {
      if (field && shownFields.includes(field)) fieldErrors[field] ??= message;
      else formErrors.push(message);
    }
    return { sent: false, fieldErrors, formErrors };
  }
}
