import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Button } from '@/components/button/button';
import { CheckboxField } from '@/components/fields/checkbox-field';
import { EmailField } from '@/components/fields/email-field';
import { SelectField } from '@/components/fields/select-field';
import { COMPANY_SIZE_BUCKETS } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { demoStartedSchema } from '@/lib/validation/forms/demo-started';
import { useBusinessEmailWarning } from '../use-business-email-warning';
import { demoSubmitLabel } from './demo-steps';
import { StepHeading, StepIntro } from './demo-styles';
import { MARKETING_OPT_IN } from './demo-submission';

export type InitialFormValues = {
  [FIELDS.email.name]: string;
  [FIELDS.companySize.name]: string;
  [MARKETING_OPT_IN]: boolean;
};

export interface InitialFormStepProps {
  initialValues: InitialFormValues;
  /** GDPR visitors see the unchecked opt-in box; everyone else opts in without one. */
  gdpr: boolean;
  /** Resolves with field errors to show, or {} when the step is done. */
  onSubmit: (values: InitialFormValues) => Promise<Record<string, string>>;
}

const COMPANY_SIZE_OPTIONS = COMPANY_SIZE_BUCKETS.map((b) => ({ value: b.value, label: b.label }));

function DemoEmailField() {
  const { values } = useFormikContext<InitialFormValues>();
  return <EmailField warning={useBusinessEmailWarning(values[FIELDS.email.name], 'demo')} />;
}

/** Step 1, initial-form: email, company size and the marketing opt-in (spec sections 2 and 4). */
export function InitialFormStep({ initialValues, gdpr, onSubmit }: InitialFormStepProps) {
  const submit = async (values: InitialFormValues, helpers: FormikHelpers<InitialFormValues>) => {
    const fieldErrors = await onSubmit(values);
    for (const [field, message] of Object.entries(fieldErrors))
      helpers.setFieldError(field, message);
  };
  return (
    <div>
      <StepHeading id="modal-title" tabIndex={-1}>
        Get a personalized demo
      </StepHeading>
      <StepIntro>Help us tailor the demo experience to your needs.</StepIntro>
      <Formik<InitialFormValues>
        initialValues={initialValues}
        validationSchema={demoStartedSchema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={submit}
      >
        {({ isSubmitting, isValidating }) => {
          const busy = isSubmitting || isValidating;
          return (
            <Form noValidate>
              <DemoEmailField />
              <SelectField
                name={FIELDS.companySize.name}
                label={FIELDS.companySize.label}
                options={COMPANY_SIZE_OPTIONS}
              />
              {gdpr && (
                <CheckboxField name={MARKETING_OPT_IN} label={FIELDS.marketingOptOut.label} />
              )}
              <Submit type="submit" $kind="primary" $size="lg" $block disabled={busy}>
                {demoSubmitLabel('initial-form', busy)}
              </Submit>
            </Form>
          );
        }}
      </Formik>
    </div>
  );
}

export const Submit = styled(Button)`
  margin-top: 8px;
`;
