import * as yup from 'yup';
import { ADVOCACY_OPT_IN_TYPES } from '@/constants/company';
import { FIELDS, LOGO_APPROVAL_OPTIONS } from '@/constants/form-fields';
import { choiceSchema, choicesSchema } from '../choices';
import { contact, fieldRules } from '../field-rules';
import { MESSAGES } from '../messages';

const F = FIELDS;

export const customerAdvocacySchema = yup.object({
  ...contact(),
  ...fieldRules.jobtitle(),
  [F.advocacyOptInType.name]: choicesSchema(F.advocacyOptInType.label, ADVOCACY_OPT_IN_TYPES),
  [F.logoApproval.name]: choiceSchema(
    F.logoApproval.label,
    LOGO_APPROVAL_OPTIONS.map((option) => option.value),
    { requiredText: MESSAGES.logoApprovalRequired },
  ),
});
