import * as yup from 'yup';
import { contact, fieldRules } from '../field-rules';

export const getStartedSchema = yup.object({
  ...contact({ rejectPersonal: true, rejectShared: true }),
  ...fieldRules.companySize(),
  ...fieldRules.businessNeed(),
  ...fieldRules.marketingOptOut(),
});
