import * as yup from 'yup';
import { BILLING_PERIOD_OPTIONS, FIELDS } from '@/constants/form-fields';
import { choiceSchema } from '../choices';
import { contact, fieldRules } from '../field-rules';
import { phoneRule } from '../phone';
import { QUOTE_PLAN_SLUGS, quoteSeatsSchema } from '../quote';

const F = FIELDS;

export const pricingQuoteSchema = yup.object({
  ...contact({ rejectPersonal: true }),
  ...fieldRules.companySize(),
  ...phoneRule(false),
  [F.quotePlan.name]: choiceSchema(F.quotePlan.label, QUOTE_PLAN_SLUGS),
  [F.quoteSeats.name]: quoteSeatsSchema(),
  [F.quoteBillingPeriod.name]: choiceSchema(
    F.quoteBillingPeriod.label,
    BILLING_PERIOD_OPTIONS.map((option) => option.value),
  ),
  ...fieldRules.marketingOptOut(),
});
