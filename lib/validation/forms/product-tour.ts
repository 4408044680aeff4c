import * as yup from 'yup';
import { fieldRules } from '../field-rules';

/** 'Send me this tour': where to send it, and the team size that decides who follows up. */
export const productTourSchema = yup.object({
  ...fieldRules.email({ rejectPersonal: true }),
  ...fieldRules.companySize(),
  ...fieldRules.marketingOptOut(),
});
