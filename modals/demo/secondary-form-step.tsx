import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { PhoneField } from '@/components/fields/phone-field';
import { FieldRow } from '@/components/fields/field-styles';
import { SelectField } from '@/components/fields/select-field';
import { TextField } from '@/components/fields/text-field';
import { INDUSTRIES, PRIMARY_USE_CASES } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { demoCompleteSchema } from '@/lib/validation/forms/demo-and-trial';
import { colors, fontSizes } from '@/styles/theme';
import { demoSubmitLabel } from './demo-steps';
import { StepHeading } from './demo-styles';
import { Submit } from './initial-form-step';
import { CompanyField, NameFields } from '@/components/forms/common-fields';

export type SecondaryFormValues = {
  [FIELDS.firstname.name]: string;
  [FIELDS.lastname.name]: string;
  [FIELDS.company.name]: string;
  [FIELDS.industry.name]: string;
  [FIELDS.jobtitle.name]: string;
  [FIELDS.phone.name]: string;
  [FIELDS.primaryUseCase.name]: string;
};

export interface SecondaryFormStepProps {
  initialValues: SecondaryFormValues;
  /** Step 1's answers: validated with step 2 as the request-demo form requires them. */
  stepOneValues: Record<string, string | boolean>;
  onSubmit: (values: SecondaryFormValues) => Promise<Record<string, string>>;
}

/** Step 2, secondary-form: the rest of the lead, all required (spec sections 2 and 5). */
export function SecondaryFormStep({
  initialValues,
  stepOneValues,
  onSubmit,
}: SecondaryFormStepProps) {
  const submit = async (
    values: SecondaryFormValues & Record<string, unknown>,
    helpers: FormikHelpers<SecondaryFormValues & Record<string, unknown>>,
  ) => {
    const fieldErrors = await onSubmit(values);
    for (const [field, message] of Object.entries(fieldErrors))
      helpers.setFieldError(field, message);
  };
  return (
    <div>
      <StepHeading id="modal-title" tabIndex={-1}>
        Tell us a little more about yourself
      </StepHeading>
      <IncompleteNote>Your demo request is not complete until you submit this form.</IncompleteNote>
      <Formik<SecondaryFormValues & Record<string, unknown>>
        initialValues={{ ...stepOneValues, ...initialValues }}
        validationSchema={demoCompleteSchema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={submit}
      >
        {({ isSubmitting, isValidating }) => {
          const busy = isSubmitting || isValidating;
          return (
            <Form noValidate>
              {/* Spec section 2's order: names, company, industry, job title, phone, use case. */}
              <NameFields />
              <FieldRow>
                <CompanyField />
                <SelectField
                  name={FIELDS.industry.name}
                  label={FIELDS.industry.label}
                  options={INDUSTRIES}
                />
              </FieldRow>
              <FieldRow>
                <TextField
                  name={FIELDS.jobtitle.name}
                  label={FIELDS.jobtitle.label}
                  autoComplete="organization-title"
                />
                <PhoneField />
              </FieldRow>
              <SelectField
                name={FIELDS.primaryUseCase.name}
                label={FIELDS.primaryUseCase.label}
                options={PRIMARY_USE_CASES}
              />
              <Submit type="submit" $kind="primary" $size="lg" $block disabled={busy}>
                {demoSubmitLabel('secondary-form', busy)}
              </Submit>
            </Form>
          );
        }}
      </Formik>
    </div>
  );
}

const IncompleteNote = styled.p`
  margin: 0 0 24px;
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${colors.red600};
`;
