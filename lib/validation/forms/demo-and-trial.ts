import * as yup from 'yup';
import { contact, fieldRules } from '../field-rules';
import { phoneRule } from '../phone';

/** The demo modal's two steps and the trial's details step (spec section 5). */
export const demoStartedSchema = yup.object({
  ...fieldRules.email(),
  ...fieldRules.companySize(),
  ...fieldRules.marketingOptOut(),
});

/** The demo's step-2 details without the use case: trial step 1 asks exactly these (spec 5). */
const workDetails = () => ({
  ...contact(),
  ...fieldRules.industry(),
  ...fieldRules.companySize(),
  ...fieldRules.jobtitle(true),
  ...phoneRule(),
  ...fieldRules.marketingOptOut(),
});

export const demoCompleteSchema = yup.object({ ...workDetails(), ...fieldRules.primaryUseCase() });

export const trialDetailsSchema = yup.object(workDetails());
