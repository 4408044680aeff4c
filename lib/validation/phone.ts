import * as yup from 'yup';
import { parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_INPUT_LENGTH } from '@/constants/form-fields';
import { MESSAGES } from './messages';

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
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
  return yup
    .string()
    .trim()
    .test('phone-required', MESSAGES.phoneRequired, (value) =>
      required ? phoneDigits(value ?? '').length > 0 : true,
    )
    .test('phone-valid', MESSAGES.phoneInvalid, (value) =>
      value && phoneDigits(value).length > 0 ? isPhoneValid(value) : true,
    );
}
