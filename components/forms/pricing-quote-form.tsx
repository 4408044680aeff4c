import { useState } from 'react';
import { BILLING_PERIOD_OPTIONS, FIELDS, QUOTE_SEATS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import {
  FieldRow,
  MarketingForm,
  MarketingOptInField,
  SelectField,
  TextField,
} from '@/components/fields';
import { QUOTE_PLANS } from '@/lib/validation/quote';
import { CompanyField, CompanySizeField, NameFields, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { pricingQuoteSchema } from '@/lib/validation/forms/pricing-quote';
import { PhoneField } from '@/components/fields/phone-field';

const initialValues = {
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.email.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.companySize.name]: '',
  [FIELDS.phone.name]: '',
  [FIELDS.quotePlan.name]: '',
  [FIELDS.quoteSeats.name]: '',
  [FIELDS.quoteBillingPeriod.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

/** A quote for larger teams (/pricing#quote): plan, seats and billing period, then a written quote. */
export function PricingQuoteForm() {
  const [sent, setSent] = useState<{ plan: string; seats: string } | null>(null);
  if (sent) {
    return (
      <FormSuccess title="Your quote request is in">
        <p>
          {`An account executive will email a written quote for ${sent.seats} ${sent.plan} seats within one business day, with volume pricing and the terms that apply.`}
        </p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={pricingQuoteSchema}
      formId={FORM_IDS.pricingQuote}
      initialValues={initialValues}
      submitLabel="Request my quote"
      aria-label="Request a quote"
      onSuccess={(_result, values) => {
        const plan = QUOTE_PLANS.find((option) => option.value === values[FIELDS.quotePlan.name]);
        setSent({ plan: plan?.label ?? '', seats: String(values[FIELDS.quoteSeats.name]) });
      }}
    >
      <FieldRow>
        <SelectField
          name={FIELDS.quotePlan.name}
          label={FIELDS.quotePlan.label}
          options={QUOTE_PLANS}
        />
        <TextField
          name={FIELDS.quoteSeats.name}
          label={FIELDS.quoteSeats.label}
          inputMode="numeric"
          maxLength={String(QUOTE_SEATS.max).length}
          autoComplete="off"
        />
      </FieldRow>
      <SelectField
        name={FIELDS.quoteBillingPeriod.name}
        label={FIELDS.quoteBillingPeriod.label}
        options={BILLING_PERIOD_OPTIONS}
      />
      <NameFields />
      <WorkEmailField />
      <FieldRow>
        <CompanyField />
        <CompanySizeField />
      </FieldRow>
      <PhoneField label={`${FIELDS.phone.label} (optional)`} required={false} />
      <MarketingOptInField />
    </MarketingForm>
  );
}
