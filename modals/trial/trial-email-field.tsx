import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';
import { EmailField } from '@/components/fields';
import { businessEmailWarning } from '@/lib/validation';
import { TRIAL_COPY } from './trial-copy';
import {
  availabilityMessage,
  useEmailAvailability,
  type EmailAvailability,
} from './use-email-availability';

const AVAILABILITY_MESSAGES = new Set([
  availabilityMessage('unavailable'),
  availabilityMessage('error'),
]);

/**
 * The work email with the trial's two extras: the soft non-business warning, and the availability
 * check whose answer shows as the field's error. The step reads `availability` to check again
 * when the visitor submits.
 */
export function TrialEmailField({
  availabilityRef,
}: {
  availabilityRef: RefObject<EmailAvailability | null>;
}) {
  const { values, errors, setFieldError, setFieldTouched } = useFormikContext<{ email: string }>();
  const current = useEmailAvailability(values.email);

  useEffect(() => {
    availabilityRef.current = current;
  }, [availabilityRef, current]);

  const { message } = current;
  useEffect(() => {
    if (message) {
      void setFieldTouched('email', true, false);
      setFieldError('email', message);
    } else if (AVAILABILITY_MESSAGES.has(errors.email)) {
      setFieldError('email', undefined);
    }
    // Only a new answer of the check may change the field's error here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message]);

  return (
    <EmailField
      warning={businessEmailWarning(values.email, 'trial')}
      hint={current.state === 'checking' ? TRIAL_COPY.checkingEmail : undefined}
    />
  );
}
