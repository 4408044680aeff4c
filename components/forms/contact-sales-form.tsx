import { useState } from 'react';
import { FIELDS, HIDDEN_FIELDS, TEXT_FIELD_MAX_LENGTH } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { MarketingForm, MarketingOptInField, TextareaField, TextField } from '@/components/fields';
import { CompanyField, CompanySizeField, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { contactSalesSchema } from '@/lib/validation/forms/contact-sales';
import { PhoneField } from '@/components/fields/phone-field';

const initialValues = {
  [FIELDS.fullName.name]: '',
  [FIELDS.email.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.companySize.name]: '',
  [FIELDS.phone.name]: '',
  [FIELDS.salesMessage.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

export interface ContactSalesFormProps {
  /** Why the visitor is talking to sales here (content_name), e.g. 'Security review'. */
  topic: string;
}

/** 'Talk to sales': a person from sales calls back, with the page's topic in the lead. */
export function ContactSalesForm({ topic }: ContactSalesFormProps) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess title="Thanks, we will be in touch">
        <p>
          An account executive will call or email you within one business day to find a time that
          suits you and the colleagues you want on the call.
        </p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={contactSalesSchema}
      formId={FORM_IDS.contactSales}
      initialValues={initialValues}
      hiddenValues={{ [HIDDEN_FIELDS.contentName]: topic }}
      submitLabel="Talk to sales"
      aria-label="Talk to sales"
      onSuccess={() => setDone(true)}
    >
      <TextField name={FIELDS.fullName.name} label={FIELDS.fullName.label} autoComplete="name" />
      <WorkEmailField />
      <CompanyField />
      <CompanySizeField />
      <PhoneField />
      <TextareaField
        name={FIELDS.salesMessage.name}
        label={FIELDS.salesMessage.label}
        maxLength={TEXT_FIELD_MAX_LENGTH}
        rows={3}
        required={false}
      />
      <MarketingOptInField />
    </MarketingForm>
  );
}
