import { useState } from 'react';
import { FUNDING_LEVELS, REFERRAL_PARTNER_OTHER, REFERRAL_PARTNERS } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import {
  FieldRow,
  MarketingForm,
  MarketingOptInField,
  SelectField,
  TextField,
} from '@/components/fields';
import { CompanyField, NameFields, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { startupReferralSchema } from '@/lib/validation/forms/startup-referral';

const initialValues = {
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.email.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.website.name]: '',
  [FIELDS.fundingReceived.name]: '',
  [FIELDS.referralPartner.name]: '',
  [FIELDS.referralPartnerFirmName.name]: '',
  [FIELDS.referralPartnerFirmUrl.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

/** The startup programme application: funding, referral partner, firm name and funding link. */
export function StartupReferralForm() {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess title="Application received">
        <p>We check eligibility within two business days and email you your startup offer.</p>
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      validationSchema={startupReferralSchema}
      formId={FORM_IDS.startupReferral}
      initialValues={initialValues}
      submitLabel="Apply for the startup programme"
      aria-label="Startup programme application"
      onSuccess={() => setDone(true)}
    >
      {({ values }) => (
        <>
          <NameFields />
          <FieldRow>
            <WorkEmailField />
            <CompanyField />
          </FieldRow>
          <TextField
            name={FIELDS.website.name}
            label={FIELDS.website.label}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
          <FieldRow>
            <SelectField
              name={FIELDS.fundingReceived.name}
              label={FIELDS.fundingReceived.label}
              options={FUNDING_LEVELS}
            />
            <SelectField
              name={FIELDS.referralPartner.name}
              label={FIELDS.referralPartner.label}
              options={REFERRAL_PARTNERS}
            />
          </FieldRow>
          {values[FIELDS.referralPartner.name] === REFERRAL_PARTNER_OTHER ? (
            <TextField
              name={FIELDS.referralPartnerFirmName.name}
              label={FIELDS.referralPartnerFirmName.label}
            />
          ) : null}
          <TextField
            name={FIELDS.referralPartnerFirmUrl.name}
            label={FIELDS.referralPartnerFirmUrl.label}
            type="url"
            inputMode="url"
            placeholder="https://www.crunchbase.com/organization/…"
            hint="A public page that shows your funding, such as Crunchbase, AngelList or your accelerator's portfolio."
          />
          <MarketingOptInField />
        </>
      )}
    </MarketingForm>
  );
}
