import * as yup from 'yup';
import { HIDDEN_FIELDS } from '@/constants/form-fields';
import { contact, fieldRules, hiddenRequired } from '../field-rules';

export const resourceDownloadSchema = yup.object({
  ...contact({ rejectPersonal: true }),
  ...fieldRules.companySize(),
  ...fieldRules.jobtitle(),
  ...hiddenRequired(HIDDEN_FIELDS.resourceId),
  ...fieldRules.marketingOptOut(),
});
