import type { LeadSubmission } from '@/components/forms/submit-lead';
import type { TrialType } from '@/constants/company';
import { HIDDEN_FIELDS } from '@/constants/form-fields';
import { FORM_IDS, TRIAL_FORM_NAMES } from '@/constants/forms';
import type { TrialDetails } from './trial-values';

const FORMS = {
  partial: { id: FORM_IDS.getStartedModalPartial, name: TRIAL_FORM_NAMES.partial },
  signup: { id: FORM_IDS.trialSignup, name: TRIAL_FORM_NAMES.signup },
} as const;

/**
 * The trial's marketing form: 'Get started modal partial' after step 1, 'Trial signup' at steps 2
 * and 4 (spec section 7), with the fields of spec section 3. The modal sends it through submitLead
 * without waiting: a failure is only reported to error reporting and never stops the visitor.
 */
export function trialLead(
  form: keyof typeof FORMS,
  details: TrialDetails,
  { trialType, affiliate }: { trialType: TrialType; affiliate: string },
): LeadSubmission {
  const { id, name } = FORMS[form];
  return {
    formId: id,
    values: {
      ...details,
      [HIDDEN_FIELDS.marketingOptOut]: String(details.marketing_updates_opt_out__forms_),
      [HIDDEN_FIELDS.contentName]: name,
      [HIDDEN_FIELDS.trialType]: trialType,
      [HIDDEN_FIELDS.affiliate]: affiliate,
    },
  };
}
