import * as yup from 'yup';
import { fieldRules } from '../field-rules';

/**
 * The demo modal's first step (spec section 5). A module of its own: the demo's second step and
 * the trial's details ask for a phone number, and their module brings libphonenumber, which the
 * first step, shown at the click, does not need (issue 19 item 3, decision 0184).
 */
export const demoStartedSchema = yup.object({
  ...fieldRules.email(),
  ...fieldRules.companySize(),
  ...fieldRules.marketingOptOut(),
});
