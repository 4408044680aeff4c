import { useState } from 'react';
import { RELATIONSHIP_LABELS, RELATIONSHIPS } from '@/constants/company';
import { FIELDS, REFERRAL_DETAILS_MAX_LENGTH } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import {
  EmailField,
  FieldRow,
  MarketingForm,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/fields';
import { CompanyField, NameFields, WorkEmailField } from './common-fields';
import { FormSectionTitle, FormSuccess } from './form-success';
import { customerReferralSchema } from '@/lib/validation/forms/customer-referral';

const initialValues = {
  [FIELDS.referrerFirstname.name]: '',
  [FIELDS.referrerLastname.name]: '',
  [FIELDS.referrerEmail.name]: '',
  [FIELDS.referrerCompany.name]: '',
  [FIELDS.referrerRelationship.name]: '',
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.email.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.referralDetails.name]: '',
};

const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

/**
 * Customer referral (/customer-referral): the referrer's details and relationship, then the
 * company they refer. The referred person is the lead (email), the referrer travels as referrer_*.
 */
export function CustomerReferralForm() {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess title="Thanks for the referral">
        <p>We will reach out to your contact personally and keep you posted on how it goes.</p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={customerReferralSchema}
      formId={FORM_IDS.customerReferral}
      initialValues={initialValues}
      // The stored user data describes the visitor: it fills the referrer's fields, not the lead's.
      prefill={{
        [FIELDS.referrerFirstname.name]: FIELDS.firstname.name,
        [FIELDS.referrerLastname.name]: FIELDS.lastname.name,
        [FIELDS.referrerEmail.name]: FIELDS.email.name,
        [FIELDS.referrerCompany.name]: FIELDS.company.name,
        [FIELDS.firstname.name]: null,
        [FIELDS.lastname.name]: null,
        [FIELDS.email.name]: null,
        [FIELDS.company.name]: null,
      }}
      submitLabel="Send referral"
      aria-label="Customer referral"
      onSuccess={() => setDone(true)}
    >
      <FormSectionTitle>About you</FormSectionTitle>
      <FieldRow>
        <TextField
          name={FIELDS.referrerFirstname.name}
          label={FIELDS.referrerFirstname.label}
          autoComplete="given-name"
        />
        <TextField
          name={FIELDS.referrerLastname.name}
          label={FIELDS.referrerLastname.label}
          autoComplete="family-name"
        />
      </FieldRow>
      <FieldRow>
        <EmailField name={FIELDS.referrerEmail.name} label={FIELDS.referrerEmail.label} />
        <TextField
          name={FIELDS.referrerCompany.name}
          label={FIELDS.referrerCompany.label}
          autoComplete="organization"
        />
      </FieldRow>
      <SelectField
        name={FIELDS.referrerRelationship.name}
        label={FIELDS.referrerRelationship.label}
        options={RELATIONSHIP_OPTIONS}
      />
      <FormSectionTitle>Who are you referring?</FormSectionTitle>
      <NameFields />
      <FieldRow>
        <WorkEmailField />
        <CompanyField />
      </FieldRow>
      <TextareaField
        name={FIELDS.referralDetails.name}
        label={FIELDS.referralDetails.label}
        hint={`What should we know about their team and needs? At most ${REFERRAL_DETAILS_MAX_LENGTH} characters.`}
        maxLength={REFERRAL_DETAILS_MAX_LENGTH}
      />
    </MarketingForm>
  );
}
