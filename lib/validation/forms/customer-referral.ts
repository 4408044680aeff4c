import * as yup from 'yup';
import { RELATIONSHIPS } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { choiceSchema } from '../choices';
import { emailSchema } from '../email';
import { contact } from '../field-rules';
import { companyNameSchema, nameSchema } from '../names';
import { referralDetailsSchema } from '../text';

const F = FIELDS;

export const customerReferralSchema = yup.object({
  [F.referrerFirstname.name]: nameSchema(F.referrerFirstname.label),
  [F.referrerLastname.name]: nameSchema(F.referrerLastname.label),
  [F.referrerEmail.name]: emailSchema({ label: F.referrerEmail.label }),
  [F.referrerCompany.name]: companyNameSchema(F.referrerCompany.label),
  [F.referrerRelationship.name]: choiceSchema(F.referrerRelationship.label, RELATIONSHIPS),
  ...contact(),
  [F.referralDetails.name]: referralDetailsSchema(),
});
