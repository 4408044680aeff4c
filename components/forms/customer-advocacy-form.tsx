import { useState } from 'react';
import { ADVOCACY_OPT_IN_TYPES } from '@/constants/company';
import { ADVOCACY_OPT_IN_LABELS, FIELDS, LOGO_APPROVAL_OPTIONS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { CheckboxGroupField, FieldRow, MarketingForm, SelectField } from '@/components/fields';
import { CompanyField, JobTitleField, NameFields, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { customerAdvocacySchema } from '@/lib/validation/forms/customer-advocacy';

const initialValues = {
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.email.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.jobtitle.name]: '',
  [FIELDS.advocacyOptInType.name]: [] as string[],
  [FIELDS.logoApproval.name]: '',
};

const OPT_IN_OPTIONS = ADVOCACY_OPT_IN_TYPES.map((value) => ({
  value,
  label: ADVOCACY_OPT_IN_LABELS[value],
}));

/** Customer advocacy: how a customer wants to take part, and permission to show their logo. */
export function CustomerAdvocacyForm() {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess title="Thank you for championing us">
        <p>
          Our customer marketing team will contact you before anything is published. Nothing goes
          live without your approval.
        </p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={customerAdvocacySchema}
      formId={FORM_IDS.customerAdvocacy}
      initialValues={initialValues}
      submitLabel="Count me in"
      aria-label="Customer advocacy"
      onSuccess={() => setDone(true)}
    >
      <NameFields />
      <WorkEmailField />
      <FieldRow>
        <CompanyField />
        <JobTitleField />
      </FieldRow>
      <CheckboxGroupField
        name={FIELDS.advocacyOptInType.name}
        legend={FIELDS.advocacyOptInType.label}
        options={OPT_IN_OPTIONS}
      />
      <SelectField
        name={FIELDS.logoApproval.name}
        label={FIELDS.logoApproval.label}
        options={LOGO_APPROVAL_OPTIONS}
      />
    </MarketingForm>
  );
}
