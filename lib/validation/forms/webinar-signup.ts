import * as yup from 'yup';
import { HIDDEN_FIELDS } from '@/constants/form-fields';
import { contact, fieldRules, hiddenRequired } from '../field-rules';

export const webinarSignupSchema = yup.object({
  ...contact(),
  ...fieldRules.jobtitle(),
  ...hiddenRequired(HIDDEN_FIELDS.livestormEventId),
  ...fieldRules.marketingOptOut(),
});
