import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import {
  ConsentNotice,
  MarketingOptInField,
  SelectField,
  SubmitButton,
  TextField,
} from '@/components/fields';
import { PhoneField } from '@/components/fields/phone-field';
import { COMPANY_SIZE_BUCKETS, INDUSTRIES } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { useGdpr, useOptInWithoutBox } from '@/lib/consent/use-gdpr';
import { trialDetailsSchema } from '@/lib/validation/forms/demo-and-trial';
import { StepHeading } from '../step-heading';
import { TRIAL_COPY } from '../trial-copy';
import { TrialEmailField } from '../trial-email-field';
import { Actions } from '../trial-styles';
import type { TrialEntry } from '../trial-type';
import type { TrialDetails } from '../trial-values';
import { availabilityErrors, type EmailAvailability } from '../use-email-availability';
import { CompanyField, NameFields } from '@/components/forms/common-fields';

/**
 * Spec section 4: in the GDPR region the unchecked box means opt-out true; elsewhere there is no box
 * and opt-out is false. The region may be known only after the form is shown.
 */
function MarketingOptOutDefault() {
  const gdpr = useGdpr();
  const optInWithoutBox = useOptInWithoutBox();
  const { setFieldValue } = useFormikContext<TrialDetails>();
  useEffect(() => {
    // Without the box the visitor had nothing to choose: the region decides (opted out while it is
    // not known). In the GDPR region the box's own field starts it opted out (MarketingOptInField).
    if (!gdpr) void setFieldValue(FIELDS.marketingOptOut.name, !optInWithoutBox, false);
  }, [gdpr, optInWithoutBox, setFieldValue]);
  return null;
}

/** Step 1: who the visitor is and how big the team is. */
export function DetailsStep({
  entry,
  initialValues,
  onSubmitted,
}: {
  entry: TrialEntry;
  initialValues: TrialDetails;
  /** May wait for the next step's code before it resolves (the button stays busy meanwhile). */
  onSubmitted: (values: TrialDetails) => void | Promise<void>;
}) {
  const copy = TRIAL_COPY.details;
  const availability = useRef<EmailAvailability | null>(null);
  const [attempted, setAttempted] = useState(false);
  return (
    <>
      <StepHeading
        title={entry.override ? copy.overrideHeading : copy.heading}
        subtitle={entry.override ? copy.overrideSubheading : copy.subheading}
      />
      <Formik<TrialDetails>
        initialValues={initialValues}
        validationSchema={trialDetailsSchema}
        validate={() => availabilityErrors(availability.current)}
        validateOnBlur={false}
        validateOnChange={attempted}
        onSubmit={async (values, helpers) => {
          const state = await availability.current?.checkNow();
          const errors = availabilityErrors(availability.current, state);
          if (errors.email) return helpers.setFieldError(FIELDS.email.name, errors.email);
          await onSubmitted(values);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <MarketingOptOutDefault />
            <TrialEmailField availabilityRef={availability} />
            <NameFields />
            <CompanyField />
            <TextField
              name={FIELDS.jobtitle.name}
              label={FIELDS.jobtitle.label}
              autoComplete="organization-title"
            />
            <SelectField
              name={FIELDS.industry.name}
              label={FIELDS.industry.label}
              options={INDUSTRIES}
            />
            <PhoneField />
            <SelectField
              name={FIELDS.companySize.name}
              label={FIELDS.companySize.label}
              options={COMPANY_SIZE_BUCKETS}
            />
            <MarketingOptInField />
            {/* Spec section 2: the legal notice comes before the button that accepts it. */}
            <ConsentNotice />
            <Actions>
              <SubmitButton
                type="submit"
                disabled={isSubmitting}
                onClick={() => setAttempted(true)}
              >
                {isSubmitting ? copy.submitting : copy.submit}
              </SubmitButton>
            </Actions>
          </Form>
        )}
      </Formik>
    </>
  );
}
