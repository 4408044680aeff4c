import * as yup from 'yup';
import { notValidMessage, requiredMessage } from './messages';
import { textValue } from './text-value';

/**
 * An enumeration (company size, industry, business need, use case, relationship, funding, referral
 * partner...): '{label} is required' when empty, '{label} not valid' when outside the list.
 */
export function choiceSchema(
  label: string,
  values: readonly string[],
  { required = true, requiredText }: { required?: boolean; requiredText?: string } = {},
) {
  const base = textValue(label);
  return (required ? base.required(requiredText ?? requiredMessage(label)) : base.optional()).test(
    'one-of',
    notValidMessage(label),
    (value) => (value ? values.includes(value) : true),
  );
}

/** A multi-choice answer (checkbox group): every picked value must be in the list. */
export function choicesSchema(
  label: string,
  values: readonly string[],
  { required = true }: { required?: boolean } = {},
) {
  // A single pick arrives from the forms host as a plain string; treat it as a list of one.
  const base = yup
    .array(yup.string().required())
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? [original] : value,
    )
    .test('all-one-of', notValidMessage(label), (picked) =>
      (picked ?? []).every((value) => values.includes(value)),
    );
  return required ? base.min(1, requiredMessage(label)).required(requiredMessage(label)) : base;
}
