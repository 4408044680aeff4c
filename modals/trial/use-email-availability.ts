import { useCallback, useEffect, useRef, useState } from 'react';
import { checkEmailAvailability } from '@/api-clients/signup';
import { EMAIL_CHECK_DEBOUNCE_MS } from '@/constants/timings';
import { notifyError } from '@/lib/error-reporting/browser';
import { isValidEmail } from '@/lib/validation/email';
import { MESSAGES } from '@/lib/validation/messages';

/** Spec section 4: the states of the email availability check. */
export type EmailAvailabilityState =
  'untouched' | 'checking' | 'available' | 'unavailable' | 'error';

export function availabilityMessage(state: EmailAvailabilityState): string | undefined {
  if (state === 'unavailable') return MESSAGES.emailTaken;
  if (state === 'error') return MESSAGES.emailCheckFailed;
  return undefined;
}

export interface EmailAvailability {
  state: EmailAvailabilityState;
  message?: string;
  /** Checks the current email at once (on submit); resolves to the final state. */
  checkNow: () => Promise<EmailAvailabilityState>;
}

/**
 * Checks whether an email is free EMAIL_CHECK_DEBOUNCE_MS after its last change, once it is a
 * syntactically valid address. Answers are remembered per address, so a visitor going back and
 * forth between steps is not asked again; failures are not, so 'try again' really tries again.
 */
export function useEmailAvailability(email: string): EmailAvailability {
  const [answers, setAnswers] = useState<Record<string, EmailAvailabilityState>>({});
  const answersRef = useRef(answers);
  const inFlight = useRef<AbortController | null>(null);
  const normalised = email.trim().toLowerCase();
  const valid = isValidEmail(normalised);

  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);

  const run = useCallback(async (address: string): Promise<EmailAvailabilityState> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setAnswers((current) => ({ ...current, [address]: 'checking' }));
    try {
      const result = await checkEmailAvailability(address, controller.signal);
      if (result === 'error') notifyError(new Error('Email availability check failed'), 'trial');
      setAnswers((current) => ({ ...current, [address]: result }));
      return result;
    } catch {
      // Aborted for a newer address: this one has no answer.
      setAnswers((current) => ({ ...current, [address]: 'untouched' }));
      return 'untouched';
    }
  }, []);

  useEffect(() => {
    if (!valid) return;
    const known = answersRef.current[normalised];
    if (known === 'available' || known === 'unavailable') return;
    const timer = setTimeout(() => void run(normalised), EMAIL_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [normalised, valid, run]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const checkNow = useCallback(async (): Promise<EmailAvailabilityState> => {
    if (!valid) return 'untouched';
    const known = answersRef.current[normalised];
    return known === 'available' || known === 'unavailable' ? known : run(normalised);
  }, [normalised, valid, run]);

  const state: EmailAvailabilityState = valid ? (answers[normalised] ?? 'untouched') : 'untouched';
  return { state, message: availabilityMessage(state), checkNow };
}

/**
 * The email error a form adds on top of its schema: a taken address always; a failed check only
 * once the visitor submits (`submitted` is the fresh answer), so a retry stays possible.
 */
export function availabilityErrors(
  availability: EmailAvailability | null,
  submitted?: EmailAvailabilityState,
): { email?: string } {
  const state = submitted ?? availability?.state;
  if (state === 'unavailable' || (submitted !== undefined && state === 'error')) {
    return { email: availabilityMessage(state) };
  }
  return {};
}
