import * as yup from 'yup';
import { FUNDING_LEVELS, REFERRAL_PARTNER_OTHER, REFERRAL_PARTNERS } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { choiceSchema } from '../choices';
import { contact, fieldRules } from '../field-rules';
import { MESSAGES } from '../messages';
import { textSchema, urlSchema } from '../text';
import { textValue } from '../text-value';

const F = FIELDS;

export const startupReferralSchema = yup.object({
  ...contact(),
  [F.website.name]: urlSchema(F.website.label),
  [F.fundingReceived.name]: choiceSchema(F.fundingReceived.label, FUNDING_LEVELS),
  [F.referralPartner.name]: choiceSchema(F.referralPartner.label, REFERRAL_PARTNERS),
  [F.referralPartnerFirmName.name]: textValue(F.referralPartnerFirmName.label).when(
    F.referralPartner.name,
    {
      is: REFERRAL_PARTNER_OTHER,
      then: () =>
        textSchema(F.referralPartnerFirmName.label, { requiredText: MESSAGES.firmNameRequired }),
      otherwise: () => textSchema(F.referralPartnerFirmName.label, { required: false }),
    },
  ),
  [F.referralPartnerFirmUrl.name]: urlSchema(F.referralPartnerFirmUrl.label, {
    requiredText: MESSAGES.fundingLinkRequired,
  }),
  ...fieldRules.marketingOptOut(),
});
