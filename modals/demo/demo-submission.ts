import {
  MarketingSubmissionError,
  submitMarketingForm,
  type SubmissionValue,
} from '@/api-clients/marketing-forms';
import { FIELDS } from '@/constants/form-fields';
import type { FormId } from '@/constants/forms';
import { DEMO_STEP_ONE_DONE_STORAGE_KEY } from '@/constants/storage';
import { readUserData } from '@/lib/attribution';

/** The demo's form values; the opt-in box is the visitor's answer, the lead carries the opt-out. */
export const MARKETING_OPT_IN = 'marketing_opt_in';

export type FieldErrors = Record<string, string>;

/**
 * Submits one demo step. Spec section 8: submit errors are swallowed, except the field errors the
 * forms host names, which are returned to show under their fields (and keep the visitor on the step).
 */
export async function submitDemoStep(
  formId: FormId,
  values: Record<string, SubmissionValue>,
  visibleFields: readonly string[],
  submit: typeof submitMarketingForm = submitMarketingForm,
): Promise<FieldErrors> {
  try {
    await submit({ formId, values });
    return {};
  } catch (error) {
    if (!(error instanceof MarketingSubmissionError)) return {};
    const fieldErrors: FieldErrors = {};
    for (const { field, error: message } of error.fieldErrors) {
      if (field && visibleFields.includes(field)) fieldErrors[field] ??= message;
    }
    return fieldErrors;
  }
}

/** The lead's opt-out from the visitor's opt-in (spec section 4: true outside GDPR). */
export function marketingOptOut(optIn: boolean): boolean {
  return !optIn;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A returning visitor resumes at step 2 only when step 1 is marked done and its answers are still in
 * the stored user data (otherwise step 2 would lack the email and company size).
 */
export function hasFinishedStepOne(): boolean {
  if (storage()?.getItem(DEMO_STEP_ONE_DONE_STORAGE_KEY) !== 'true') return false;
  const stored = readUserData();
  return (
    typeof stored[FIELDS.email.name] === 'string' &&
    typeof stored[FIELDS.companySize.name] === 'string'
  );
}

export function markStepOneDone(done: boolean): void {
  try {
    if (done) storage()?.setItem(DEMO_STEP_ONE_DONE_STORAGE_KEY, 'true');
    else storage()?.removeItem(DEMO_STEP_ONE_DONE_STORAGE_KEY);
  } catch {
    // Storage disabled: the visitor simply starts at step 1 next time.
  }
}
