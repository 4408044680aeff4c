import { VERIFICATION_CODE_LENGTH } from '@/constants/timings';
import { textValue } from './text-value';

/** Messages of the verification-code rule (spec sections 5 and 8). */
export const CODE_MESSAGES = {
  required: 'Please enter the code sent to your email',
  length: 'The code is 6 digits long',
  /** The signup backend's bad_validation_code, shown on the code field. */
  incorrect: 'Incorrect validation code',
} as const;

const CODE_LABEL = 'Code';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** Keeps only digits, at most the code's length: what the code input accepts as typed or pasted. */
export function toCodeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export const codeRule = () =>
  textValue(CODE_LABEL)
    .required(CODE_MESSAGES.required)
    .matches(CODE_PATTERN, { message: CODE_MESSAGES.length, excludeEmptyString: true });
