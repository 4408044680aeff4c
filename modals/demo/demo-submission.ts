import { FIELDS } from '@/constants/form-fields';
import { DEMO_STEP_ONE_DONE_STORAGE_KEY } from '@/constants/storage';
import { readUserData } from '@/lib/attribution';

/** The demo's form values; the opt-in box is the visitor's answer, the lead carries the opt-out. */
export const MARKETING_OPT_IN = 'marketing_opt_in';

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

/** The fields shown on step 2; the step 1 answers travel with them, unseen. */
export const SECONDARY_FIELDS = [
  FIELDS.firstname.name,
  FIELDS.lastname.name,
  FIELDS.company.name,
  FIELDS.industry.name,
  FIELDS.jobtitle.name,
  FIELDS.phone.name,
  FIELDS.primaryUseCase.name,
] as const;
