import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import * as yup from 'yup';
import { sendValidationEmail, signup, SignupRequestError } from '@/api-clients/signup';
import {
  SIGNUP_ERRORS,
  SIGNUP_MESSAGES,
  signupOrigin,
  type SignupResponse,
} from '@/lib/contracts/signup';
import { FormErrorBox, SelectField, SubmitButton, TextField } from '@/components/fields';
import { Fieldset } from '@/components/fields/field-styles';
import { INDUSTRIES } from '@/constants/company';
import { FIELDS } from '@/constants/form-fields';
import { SIGNUP_LOADER_DELAY_MS } from '@/constants/timings';
import { notifyError } from '@/lib/error-reporting/browser';
import { fieldRules } from '@/lib/validation/field-rules';
import { CODE_MESSAGES, codeRule } from '@/lib/validation/code';
import { CodeField } from '../code-field';
import { StepHeading } from '../step-heading';
import { TRIAL_COPY } from '../trial-copy';
import { Actions, ResendRow, StatusText, TextButton } from '../trial-styles';
import type { TrialEntry } from '../trial-type';
import type { TrialDetails } from '../trial-values';
import type { TrialAccount } from './account-step';
import { CompanyField, NameFields } from '@/components/forms/common-fields';

/** What step 4 asks: the code, and the details again (spec section 2). */
export interface CodeStepValues {
  code: string;
  firstname: string;
  lastname: string;
  company: string;
  industry__self_select_: string;
  jobtitle: string;
}

const codeStepSchema = yup.object({
  code: codeRule(),
  ...fieldRules.firstname(),
  ...fieldRules.lastname(),
  ...fieldRules.company(),
  ...fieldRules.industry(),
  ...fieldRules.jobtitle(true),
});

/** Step 4: the emailed code; success creates the account. */
export function CodeStep({
  entry,
  details,
  account,
  onSubmitting,
  onSlow,
  onCreated,
  onChangeEmail,
}: {
  entry: TrialEntry;
  details: TrialDetails;
  account: TrialAccount;
  /** Called with the answers as the visitor submits them (the marketing form goes out then). */
  onSubmitting: (values: CodeStepValues) => void;
  /** True when account creation takes longer than SIGNUP_LOADER_DELAY_MS, false when it fails. */
  onSlow: (slow: boolean) => void;
  onCreated: (response: SignupResponse, values: CodeStepValues) => void;
  onChangeEmail: () => void;
}) {
  const copy = TRIAL_COPY.code;
  const [attempted, setAttempted] = useState(false);
  const [resend, setResend] = useState<{ sending: boolean; message?: string }>({ sending: false });
  const creating = useRef(false);

  const resendCode = async () => {
    setResend({ sending: true });
    try {
      await sendValidationEmail({
        email: account.email,
        password: account.password,
        affiliate: entry.affiliate,
        origin: signupOrigin(window.location.href),
      });
      setResend({ sending: false, message: copy.resent(account.email) });
    } catch (error) {
      notifyError(error, 'trial: resend code');
      const tooMany = error instanceof SignupRequestError && error.status === 429;
      setResend({
        sending: false,
        message: tooMany ? SIGNUP_MESSAGES.tooManyAttempts : SIGNUP_MESSAGES.validationEmailFailed,
      });
    }
  };

  return (
    <>
      <StepHeading title={copy.heading} subtitle={copy.subheading} takeFocus />
      <Formik<CodeStepValues>
        initialValues={{
          code: '',
          firstname: details.firstname,
          lastname: details.lastname,
          company: details.company,
          industry__self_select_: details.industry__self_select_,
          jobtitle: details.jobtitle,
        }}
        validationSchema={codeStepSchema}
        validateOnBlur={false}
        validateOnChange={attempted}
        onSubmit={async (values, helpers) => {
          if (creating.current) return;
          creating.current = true;
          helpers.setStatus(undefined);
          onSubmitting(values);
          const slowTimer = setTimeout(() => onSlow(true), SIGNUP_LOADER_DELAY_MS);
          let response: Awaited<ReturnType<typeof signup>>;
          try {
            response = await signup({
              affiliate: entry.affiliate,
              code: values.code,
              company: values.company.trim(),
              email: account.email,
              family_name: values.lastname.trim(),
              given_name: values.firstname.trim(),
              industry: values.industry__self_select_,
              origin: signupOrigin(window.location.href),
              password: account.password,
              size: details.company_size__new_,
            });
          } catch (error) {
            clearTimeout(slowTimer);
            onSlow(false);
            creating.current = false;
            notifyError(error, 'trial: signup');
            const problem = error instanceof SignupRequestError ? error : undefined;
            if (problem?.code === SIGNUP_ERRORS.badValidationCode) {
              return helpers.setFieldError('code', CODE_MESSAGES.incorrect);
            }
            return helpers.setStatus(
              problem?.status === 429
                ? SIGNUP_MESSAGES.tooManyAttempts
                : SIGNUP_MESSAGES.unexpected,
            );
          }
          clearTimeout(slowTimer);
          // Outside the try: the account exists, so nothing that follows (tracking, the welcome,
          // the redirect) may show a signup error that a retry would answer with "email taken".
          onCreated(response, values);
        }}
      >
        {({ isSubmitting, status, errors, setFieldValue, setFieldError }) => (
          <Form noValidate>
            {typeof status === 'string' ? <FormErrorBox role="alert">{status}</FormErrorBox> : null}
            <CodeField
              label={copy.codeLabel}
              hint={copy.sentTo(account.email)}
              onFocus={() => {
                // A wrong code is cleared as the visitor comes back to retype it (spec section 4).
                if (errors.code !== CODE_MESSAGES.incorrect) return;
                void setFieldValue('code', '', false);
                setFieldError('code', undefined);
              }}
            />
            <ResendRow>
              <span>{copy.noCode}</span>{' '}
              <TextButton type="button" disabled={resend.sending} onClick={() => void resendCode()}>
                {resend.sending ? copy.resending : copy.resend}
              </TextButton>{' '}
              {/* Not while the account is being created, or once it is: that account is this email's. */}
              <TextButton
                type="button"
                disabled={isSubmitting || creating.current}
                onClick={onChangeEmail}
              >
                {copy.changeEmail}
              </TextButton>
            </ResendRow>
            <StatusText role="status">{resend.message ?? ''}</StatusText>
            <Fieldset>
              <legend>{copy.detailsLegend}</legend>
              <NameFields />
              <CompanyField />
              <SelectField
                name={FIELDS.industry.name}
                label={FIELDS.industry.label}
                options={INDUSTRIES}
              />
              <TextField
                name={FIELDS.jobtitle.name}
                label={FIELDS.jobtitle.label}
                autoComplete="organization-title"
              />
            </Fieldset>
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
