import * as yup from 'yup';
import { FIELDS } from '@/constants/form-fields';
import { fieldRules } from '../field-rules';
import { fullNameSchema } from '../names';
import { phoneRule } from '../phone';
import { textSchema } from '../text';

const F = FIELDS;

export const contactSalesSchema = yup.object({
  [F.fullName.name]: fullNameSchema(F.fullName.label),
  ...fieldRules.email({ rejectPersonal: true, rejectShared: true }),
  ...fieldRules.company(),
  ...fieldRules.companySize(),
  ...phoneRule(),
  [F.salesMessage.name]: textSchema(F.salesMessage.label, { required: false, multiline: true }),
  ...fieldRules.marketingOptOut(),
});
