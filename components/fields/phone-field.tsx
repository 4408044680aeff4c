import { forwardRef, type ChangeEvent, type ComponentProps, type InputHTMLAttributes } from 'react';
import PhoneInput, { getCountries } from 'react-phone-number-input';
import type { Country } from 'react-phone-number-input';
import englishNames from 'react-phone-number-input/locale/en.json';
import styled from 'styled-components';
import {
  DEFAULT_PHONE_COUNTRY,
  FIELDS,
  PHONE_MAX_DIGITS,
  PREFERRED_PHONE_COUNTRIES,
} from '@/constants/form-fields';
import { CountrySearchSelect } from './country-search-select';
import { describedBy, FieldFeedback } from './field-feedback';
import { controlStyles, FieldGroup, Label } from './field-styles';
import { connectField, type FieldSlice } from './use-field-state';

/** Keeps the first `max` digits of a typed or pasted value; other characters stay as typed. */
export function limitDigits(text: string, max: number): string {
  let digits = 0;
  let result = '';
  for (const character of text) {
    if (/\d/.test(character)) {
      if (digits >= max) continue;
      digits += 1;
    }
    result += character;
  }
  return result;
}

type DigitsInputProps = InputHTMLAttributes<HTMLInputElement> & { maxDigits?: number };

/** The number input under react-phone-number-input: refuses digits beyond the limit. */
const DigitsInput = forwardRef<HTMLInputElement, DigitsInputProps>(function DigitsInput(
  { maxDigits = PHONE_MAX_DIGITS, onChange, ...rest },
  ref,
) {
  return (
    <input
      {...rest}
      ref={ref}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const limited = limitDigits(event.target.value, maxDigits);
        if (limited !== event.target.value) event.target.value = limited;
        onChange?.(event);
      }}
    />
  );
});

/**
 * One array for every render: react-phone-number-input keeps its sorted country list while this
 * prop is the same array, and sorts about 245 names with localeCompare again when it is a new
 * one, which a fresh literal made happen on every keystroke in any field of the form (formik
 * renders every field on a change; issue 19 item 4, decision 0202).
 */
const COUNTRY_OPTIONS_ORDER: ComponentProps<typeof PhoneInput>['countryOptionsOrder'] = [
  ...PREFERRED_PHONE_COUNTRIES,
  '|',
  '...',
];

/**
 * Every country, already in the order the library sorts its list into (its English names with
 * localeCompare). Sorted here, when the form's code first runs (for the modals, at idle before any
 * click); the library still sorts its copy as the field mounts, but an ordered list takes it one
 * comparison per country instead of about 1,400: 82 ms of the trial's click at 4x CPU slowdown
 * (issue 19 item 3, decision 0214).
 */
const NAMES = englishNames as unknown as Record<string, string>;
const COUNTRIES_IN_ORDER: Country[] = getCountries().sort((a, b) =>
  (NAMES[a] ?? a).localeCompare(NAMES[b] ?? b),
);

export interface PhoneFieldProps {
  name?: string;
  label?: string;
  /** Digits allowed in the input (15 unless a field configures another limit). */
  maxDigits?: number;
  defaultCountry?: Country;
  hint?: string;
  id?: string;
  required?: boolean;
}

type PhoneFieldViewProps = Required<Pick<PhoneFieldProps, 'name'>> &
  Omit<PhoneFieldProps, 'name'> &
  FieldSlice<string>;

function PhoneFieldView({
  name,
  label = FIELDS.phone.label,
  maxDigits = PHONE_MAX_DIGITS,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  hint,
  required = true,
  id,
  value,
  error,
  onBlur,
  setValue,
}: PhoneFieldViewProps) {
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <PhoneWrapper $invalid={Boolean(error)}>
        <PhoneInput
          id={id}
          name={name}
          value={value || undefined}
          onChange={(next) => setValue(next ?? '')}
          onBlur={onBlur}
          defaultCountry={defaultCountry}
          countries={COUNTRIES_IN_ORDER}
          countryOptionsOrder={COUNTRY_OPTIONS_ORDER}
          addInternationalOption={false}
          countrySelectComponent={CountrySearchSelect}
          inputComponent={DigitsInput}
          numberInputProps={{ maxDigits }}
          autoComplete="tel"
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
        />
      </PhoneWrapper>
      <FieldFeedback id={id} error={error} hint={hint} />
    </FieldGroup>
  );
}

const ConnectedPhoneField = connectField<
  string,
  Omit<PhoneFieldViewProps, keyof FieldSlice<string>> & { id?: string }
>(PhoneFieldView);

/**
 * Phone number on react-phone-number-input: default country US, preferred countries first,
 * searchable country list, digits only. The formik value is E.164 ('+14155552671') or ''.
 * Renders again only when its own value or error changes (decision 0213): the library's input
 * is the costliest control of a form to render.
 */
export function PhoneField({ name = FIELDS.phone.name, ...rest }: PhoneFieldProps) {
  return <ConnectedPhoneField name={name} {...rest} />;
}

const PhoneWrapper = styled.div<{ $invalid?: boolean }>`
  .PhoneInput {
    display: flex;
    align-items: stretch;
  }
  .PhoneInputInput {
    ${controlStyles}
    flex: 1;
    min-width: 0;
    border-radius: ${({ theme }) => `0 ${theme.radii.sm} ${theme.radii.sm} 0`};
  }
`;
