import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import {
  DEFAULT_PHONE_COUNTRY,
  FIELDS,
  PHONE_MAX_DIGITS,
  PHONE_MAX_INPUT_LENGTH,
} from '@/constants/form-fields';
import { MESSAGES } from './messages';
import { textValue } from './text-value';

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * What the phone input can produce (spec section 5: digits only, at most 15): digits, a leading
 * '+', and the separators a formatted number shows. Letters, other symbols and longer digit runs
 * cannot come from the input, so the server refuses them too ('Phone number is not valid').
 */
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;

export function isPhoneInput(value: string): boolean {
  return (
    value.length <= PHONE_MAX_INPUT_LENGTH &&
    PHONE_CHARACTERS.test(value) &&
    phoneDigits(value).length <= PHONE_MAX_DIGITS
  );
}

/**
 * Spec section 5: a number must be valid for its country; a parsing failure (not a number, too
 * short, too long, invalid country) is swallowed and counts as valid, so an unusual number never
 * blocks a lead. libphonenumber-js refuses input over 250 characters and national numbers outside
 * 2 to 17 digits as parsing failures.
 */
export function isPhoneValid(
  value: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): boolean {
  if (value.length > PHONE_MAX_INPUT_LENGTH) return true;
  try {
    return parsePhoneNumberWithError(value, defaultCountry).isValid();
  } catch {
    return true;
  }
}

export function phoneSchema({ required = true }: { required?: boolean } = {}) {
  return textValue(FIELDS.phone.label)
    .test('phone-required', MESSAGES.phoneRequired, (value) =>
      required ? phoneDigits(value ?? '').length > 0 : true,
    )
    .test('phone-valid', MESSAGES.phoneInvalid, (value) => {
      if (!value) return true;
      // Without a digit a required number already answered 'Phone number is required'.
      if (required && phoneDigits(value).length === 0) return true;
      return isPhoneInput(value) && isPhoneValid(value);
    });
}

/** The phone field's rule keyed by its name, for the forms that ask for a number. */
export const phoneRule = (required = true) => ({ [FIELDS.phone.name]: phoneSchema({ required }) });
