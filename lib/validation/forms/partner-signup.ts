import * as yup from 'yup';
import { PARTNER_TYPES } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { choiceSchema } from '../choices';
import { COUNTRY_NAMES } from '../countries';
import { contact, fieldRules } from '../field-rules';
import { MESSAGES } from '../messages';
import { phoneRule } from '../phone';
import { linkedinUrlSchema, textSchema, urlSchema } from '../text';

const F = FIELDS;

export const partnerSignupSchema = yup.object({
  ...contact({ rejectPersonal: true }),
  ...fieldRules.jobtitle(),
  ...phoneRule(false),
  [F.website.name]: urlSchema(F.website.label),
  [F.linkedinUrl.name]: linkedinUrlSchema(F.linkedinUrl.label),
  [F.country.name]: choiceSchema(F.country.label, COUNTRY_NAMES),
  [F.partnerType.name]: choiceSchema(F.partnerType.label, PARTNER_TYPES),
  [F.partnerInterestReason.name]: textSchema(F.partnerInterestReason.label, {
    requiredText: MESSAGES.partnerReasonRequired,
    multiline: true,
  }),
  ...fieldRules.marketingOptOut(),
});
