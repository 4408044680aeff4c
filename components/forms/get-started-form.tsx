import { BUSINESS_NEEDS } from '@/constants/company';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { FIELDS, HIDDEN_FIELDS } from '@/constants/form-fields';
import { EMAIL_CHECK_DEFAULTS, FORM_IDS } from '@/constants/forms';
import { MarketingForm, MarketingOptInField, SelectField } from '@/components/fields';
import { track } from '@/lib/analytics/track';
import { CompanyField, CompanySizeField, NameFields, WorkEmailField } from './common-fields';
import { getStartedSchema } from '@/lib/validation/forms/get-started';

const initialValues = {
  [FIELDS.email.name]: '',
  [FIELDS.firstname.name]: '',
  [FIELDS.lastname.name]: '',
  [FIELDS.company.name]: '',
  [FIELDS.companySize.name]: '',
  [FIELDS.businessNeed.name]: '',
  [FIELDS.marketingOptOut.name]: false,
};

/** What the form learnt once its lead was stored. */
export interface GetStartedSent {
  firstName: string;
  /** The email check's getStartedAction (spec section 3); 'default' when the check failed. */
  action: string;
}

export interface GetStartedFormProps {
  /** The flow the modal was opened with (sent as content_name). */
  flow?: string;
  /** Called once the lead is stored: the modal's step machine decides what follows. */
  onSent: (sent: GetStartedSent) => void;
}

/** Get started (spec section 2): who you are and what you need; the modal shows the next step. */
export function GetStartedForm({ flow, onSent }: GetStartedFormProps) {
  return (
    <MarketingForm
      validationSchema={getStartedSchema}
      formId={FORM_IDS.getStarted}
      initialValues={initialValues}
      hiddenValues={flow ? { [HIDDEN_FIELDS.contentName]: flow } : {}}
      submitLabel="Get started"
      aria-label="Get started"
      onSuccess={(result, values) => {
        const next: GetStartedSent = {
          firstName: String(values[FIELDS.firstname.name] ?? ''),
          action: result.emailCheck?.getStartedAction ?? EMAIL_CHECK_DEFAULTS.getStartedAction,
        };
        track(ANALYTICS_EVENTS.getStartedModalSubmit, {
          flow: flow ?? 'default',
          form_id: FORM_IDS.getStarted,
          action: next.action,
        });
        onSent(next);
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
