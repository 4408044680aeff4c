import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { lookupCountryName } from '@/api-clients/country-lookup';
import { PARTNER_TYPES } from '@/constants/company';
import { FIELDS, TEXT_FIELD_MAX_LENGTH } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { COUNTRY_NAMES } from '@/lib/validation/countries';
import {
  MarketingForm,
  MarketingOptInField,
  SelectField,
  TextareaField,
  TextField,
  FieldRow,
} from '@/components/fields';
import { CompanyField, JobTitleField, NameFields, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';
import { partnerSignupSchema } from '@/lib/validation/forms/partner-signup';
import { PhoneField } from '@/components/fields/phone-field';

export type PartnerProgram = 'channel' | 'integration';

const PROGRAM_FORM_IDS = {
  channel: FORM_IDS.partnerChannel,
  integration: FORM_IDS.partnerIntegration,
} as const;

const DEFAULT_PARTNER_TYPE: Record<PartnerProgram, (typeof PARTNER_TYPES)[number]> = {
  channel: 'Channel partner',
  integration: 'Integration partner',
};

/** Prefills the country from the visitor's location (GET /api/geoip) when still empty. */
function CountryFromLocation() {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const empty = !values[FIELDS.country.name];
  useEffect(() => {
    if (!empty) return undefined;
    let cancelled = false;
    void lookupCountryName().then((name) => {
      if (!cancelled && name && COUNTRY_NAMES.includes(name))
        void setFieldValue(FIELDS.country.name, name, false);
    });
    return () => {
      cancelled = true;
    };
    // Once, on mount: a visitor's own choice is never overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Partner sign-up for the channel and integration programmes (/partners/*). */
export function PartnerSignupForm({ program }: { program: PartnerProgram }) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess title="Thanks for applying">
        <p>
          Our partnerships team reviews every application and replies within three business days.
        </p>
      </FormSuccess>
    );
  }
  const initialValues = {
    [FIELDS.firstname.name]: '',
    [FIELDS.lastname.name]: '',
    [FIELDS.email.name]: '',
    [FIELDS.company.name]: '',
    [FIELDS.jobtitle.name]: '',
    [FIELDS.phone.name]: '',
    [FIELDS.website.name]: '',
    [FIELDS.linkedinUrl.name]: '',
    [FIELDS.country.name]: '',
    [FIELDS.partnerType.name]: DEFAULT_PARTNER_TYPE[program],
    [FIELDS.partnerInterestReason.name]: '',
    [FIELDS.marketingOptOut.name]: false,
  };
  return (
    <MarketingForm
      validationSchema={partnerSignupSchema}
      formId={PROGRAM_FORM_IDS[program]}
      initialValues={initialValues}
      submitLabel="Apply to become a partner"
      aria-label="Partner application"
      onSuccess={() => setDone(true)}
    >
      <CountryFromLocation />
      <NameFields />
      <WorkEmailField />
      <FieldRow>
        <CompanyField />
        <JobTitleField />
      </FieldRow>
      <FieldRow>
        <TextField
          name={FIELDS.website.name}
          label={FIELDS.website.label}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
        />
        <TextField
          name={FIELDS.linkedinUrl.name}
          label={FIELDS.linkedinUrl.label}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/company/…"
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          name={FIELDS.country.name}
          label={FIELDS.country.label}
          options={COUNTRY_NAMES}
          autoComplete="country-name"
        />
        <SelectField
          name={FIELDS.partnerType.name}
          label={FIELDS.partnerType.label}
          options={PARTNER_TYPES}
        />
      </FieldRow>
      <PhoneField label={`${FIELDS.phone.label} (optional)`} required={false} />
      <TextareaField
        name={FIELDS.partnerInterestReason.name}
        label={FIELDS.partnerInterestReason.label}
        maxLength={TEXT_FIELD_MAX_LENGTH}
      />
      <MarketingOptInField />
    </MarketingForm>
  );
}
