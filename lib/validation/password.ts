import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '@/constants/timings';

/** Messages of the password rule (spec section 5). */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  rules: `${PASSWORD_MIN_LENGTH} characters minimum, at least 1 uppercase letter and 1 number`,
  /** Checked by the signup backend against a list of common passwords (too big for the browser). */
  common: 'This password is too common. Please choose a less predictable one.',
  /** Signup repeats the password of the code request; a different one is refused. */
  mismatch: 'The password does not match the one you chose',
} as const;

/** The parts of the rule, one per line of the live checklist shown under the password field. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `${PASSWORD_MIN_LENGTH} characters minimum`,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'At least 1 uppercase letter',
    test: (value: string) => /[A-Z]/.test(value),
  },
  { id: 'number', label: 'At least 1 number', test: (value: string) => /\d/.test(value) },
] as const;

export function meetsPasswordRules(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}

/** Whether a password is accepted by the browser and the server alike (not trimmed: spaces count). */
export const passwordRule = () =>
  yup
    .string()
    .required(PASSWORD_MESSAGES.required)
    // Long enough for passphrases, short enough that hashing cannot be used to exhaust the server.
    .max(256, PASSWORD_MESSAGES.rules)
    .test('password-rules', PASSWORD_MESSAGES.rules, (value) => meetsPasswordRules(value ?? ''));
