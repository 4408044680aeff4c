import { useState } from 'react';
import { BUSINESS_NEEDS } from '@/constants/company';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { FORM_IDS } from '@/constants/forms';
import { MarketingForm, MarketingOptInField, SelectField } from '@/components/fields';
import { track } from '@/lib/analytics/track';
import { CompanyField, CompanySizeField, NameFields, WorkEmailField } from './common-fields';
import { FormSuccess } from './form-success';

const initialValues = {
  [FIELDS.email.name]: '',
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.companySize.name]: '',
  [FIELDS.businessNeed.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

export interface GetStartedFormProps {
  /** The flow the modal was opened with (sent as content_name). */
  flow?: string;
  /** What to offer once the details are in. */
  renderNextSteps?: (firstName: string) => React.ReactNode;
}

/** Get started (spec section 2): who you are and what you need, then the next step. */
export function GetStartedForm({ flow, renderNextSteps }: GetStartedFormProps) {
  const [firstName, setFirstName] = useState<string | null>(null);
  if (firstName !== null) {
    return (
      <FormSuccess title={`Thanks, ${firstName || 'friend'}!`}>
        <p>
          A product specialist will be in touch within one business day with a plan for your team.
        </p>
        {renderNextSteps?.(firstName)}
      </FormSuccess>
    );
  }
  return (
    <MarketingForm
      formId={FORM_IDS.getStarted}
      initialValues={initialValues}
      hiddenValues={flow ? { [HIDDEN_FIELDS.contentName]: flow } : {}}
      submitLabel="Get started"
      aria-label="Get started"
      onSuccess={(_result, values) => {
        track(ANALYTICS_EVENTS.getStartedModalSubmit, {
          flow: flow ?? 'default',
          form_id: FORM_IDS.getStarted,
        });
        setFirstName(String(values[FIELDS.firstname.name] ?? ''));
      }}
    >
      <WorkEmailField />
      <NameFields />
      <CompanyField />
      <CompanySizeField />
      <SelectField
        name={FIELDS.businessNeed.name}
        label={FIELDS.businessNeed.label}
        options={BUSINESS_NEEDS}
      />
      <MarketingOptInField />
    </MarketingForm>
  );
}
