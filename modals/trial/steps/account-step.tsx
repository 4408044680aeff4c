import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import * as yup from 'yup';
import { sendValidationEmail, SignupRequestError } from '@/api-clients/signup';
import { SIGNUP_MESSAGES, signupOrigin } from '@/lib/contracts/signup';
import { FormErrorBox, SubmitButton } from '@/components/fields';
import { notifyError } from '@/lib/error-reporting/browser';
import { fieldRules } from '@/lib/validation/field-rules';
import { MESSAGES } from '@/lib/validation/messages';
import { passwordRule } from '@/lib/validation/password';
import { PasswordField } from '../password-field';
import { StepHeading } from '../step-heading';
import { TRIAL_COPY } from '../trial-copy';
import { TrialEmailField } from '../trial-email-field';
import { Actions } from '../trial-styles';
import type { TrialEntry } from '../trial-type';
import { availabilityErrors, type EmailAvailability } from '../use-email-availability';

export interface TrialAccount {
  email: string;
  password: string;
}

const accountSchema = yup.object({ ...fieldRules.email(), password: passwordRule() });

/** Step 3: the email to sign in with and a password; success mails the six-digit code. */
export function AccountStep({
  entry,
  initialValues,
  onCodeSent,
}: {
  entry: TrialEntry;
  initialValues: TrialAccount;
  onCodeSent: (account: TrialAccount) => void;
}) {
  const copy = TRIAL_COPY.account;
  const availability = useRef<EmailAvailability | null>(null);
  const [attempted, setAttempted] = useState(false);
  return (
    <>
      <StepHeading
        title={entry.affiliate ? copy.affiliateHeading : copy.heading}
        subtitle={copy.subheading}
        takeFocus
      />
      <Formik<TrialAccount>
        initialValues={initialValues}
        validationSchema={accountSchema}
        validate={() => availabilityErrors(availability.current)}
        validateOnBlur={false}
        validateOnChange={attempted}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          const state = await availability.current?.checkNow();
          const emailErrors = availabilityErrors(availability.current, state);
          if (emailErrors.email) return helpers.setFieldError('email', emailErrors.email);
          try {
            await sendValidationEmail({
              email: values.email.trim(),
              password: values.password,
              affiliate: entry.affiliate,
              origin: signupOrigin(window.location.href),
            });
            onCodeSent({ email: values.email.trim(), password: values.password });
          } catch (error) {
            notifyError(error, 'trial: send validation email');
            const problem = error instanceof SignupRequestError ? error : undefined;
            if (problem?.status === 409) return helpers.setFieldError('email', MESSAGES.emailTaken);
            if (problem?.status === 429) return helpers.setStatus(SIGNUP_MESSAGES.tooManyAttempts);
            const passwordError = problem?.body.fields?.password;
            if (passwordError) return helpers.setFieldError('password', passwordError);
            helpers.setStatus(SIGNUP_MESSAGES.validationEmailFailed);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            {typeof status === 'string' ? <FormErrorBox role="alert">{status}</FormErrorBox> : null}
            <TrialEmailField availabilityRef={availability} />
            <PasswordField />
            <Actions>
              <SubmitButton
                type="submit"
                disabled={isSubmitting}
                onClick={() => setAttempted(true)}
              >
                {isSubmitting ? copy.submitting : copy.next}
              </SubmitButton>
            </Actions>
          </Form>
        )}
      </Formik>
    </>
  );
}
