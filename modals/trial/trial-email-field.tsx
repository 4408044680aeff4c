import { useFormikContext } from 'formik';
import { useEffect, type RefObject } from 'react';
import styled from 'styled-components';
import { EmailField } from '@/components/fields';
import { SiteLink } from '@/components/site-link/site-link';
import { EXTERNAL_LINKS } from '@/constants/links';
import { MESSAGES } from '@/lib/validation/messages';
import { useBusinessEmailWarning } from '../use-business-email-warning';
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
 * The work email with the trial's extras: the soft non-business warning, the availability check
 * whose answer shows as the field's error, and a 'Sign in' link beside 'An account already exists
 * with that email' (from the check or from step 3's refusal). The step reads `availability` to
 * check again when the visitor submits.
 */
export function TrialEmailField({
  availabilityRef,
}: {
  availabilityRef: RefObject<EmailAvailability | null>;
}) {
  const { values, errors, setFieldError, setFieldTouched } = useFormikContext<{ email: string }>();
  const current = useEmailAvailability(values.email);
  const warning = useBusinessEmailWarning(values.email, 'trial');

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
    <EmailWithStatus>
      <EmailField
        warning={warning}
        errorAction={
          errors.email === MESSAGES.emailTaken ? (
            <SignInLink href={EXTERNAL_LINKS.appSignIn}>{TRIAL_COPY.signIn}</SignInLink>
          ) : undefined
        }
      />
      {/* On the label's line, not under the field: a line appearing there while the visitor moves
          to Continue would push the button away from the pointer. */}
      <CheckingStatus role="status">
        {current.state === 'checking' ? TRIAL_COPY.checkingEmail : ''}
      </CheckingStatus>
    </EmailWithStatus>
  );
}

const EmailWithStatus = styled.div`
  position: relative;
`;

const CheckingStatus = styled.p`
  position: absolute;
  top: 0;
  right: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink600};
`;

const SignInLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.violet700};
  text-decoration: underline;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
