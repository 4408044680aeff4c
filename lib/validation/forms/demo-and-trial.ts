import * as yup from 'yup';
import { contact, fieldRules } from '../field-rules';
import { phoneRule } from '../phone';

/** The demo's step-2 details without the use case: trial step 1 asks exactly these (spec 5). */
const workDetails = () => ({
  ...contact(),
  ...fieldRules.industry(),
  ...fieldRules.companySize(),
  ...fieldRules.jobtitle(true),
  ...phoneRule(),
  ...fieldRules.marketingOptOut(),
});

/** The demo modal's second step and the trial's details step (spec section 5). */
export const demoCompleteSchema = yup.object({ ...workDetails(), ...fieldRules.primaryUseCase() });

export const trialDetailsSchema = yup.object(workDetails());
