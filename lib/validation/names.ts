import {
  COMPANY_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from '@/constants/form-fields';
import { invalidCharactersMessage, MESSAGES, requiredMessage, tooLongMessage } from './messages';
import { textValue } from './text-value';

/** Characters a person's or company's name may not contain (spec section 5). */
export const FORBIDDEN_NAME_CHARACTERS = [
  '!', '@', '#', '$', '%', '^', '*', '_', '=', '+', '{', '}', '[', ']', '\\', '<', '>', ';', '(',
  ')', ':', '|', '`', '~',
] as const; // prettier-ignore

const FORBIDDEN = new Set<string>(FORBIDDEN_NAME_CHARACTERS);

export function hasInvalidNameCharacters(value: string): boolean {
  return [...value].some((character) => FORBIDDEN.has(character));
}

/**
 * First name, last name, company: '{label} is required', '{label} contains invalid characters',
 * '{label} must be at most {max} characters' (a person's name by default: the browser's forms and
 * every server route share the limit, so the form says it before the account refuses it).
 * With required false (job title) the character check runs only when a value is given.
 */
export function nameSchema(
  label: string,
  { required = true, max = PERSON_NAME_MAX_LENGTH }: { required?: boolean; max?: number } = {},
) {
  const base = textValue(label).max(max, tooLongMessage(label, max));
  return (required ? base.required(requiredMessage(label)) : base.optional()).test(
    'name-characters',
    invalidCharactersMessage(label),
    (value) => (value ? !hasInvalidNameCharacters(value) : true),
  );
}

/** A company's name: the name rules, with room for a longer name. */
export function companyNameSchema(label: string) {
  return nameSchema(label, { max: COMPANY_NAME_MAX_LENGTH });
}

/** A job title: the name rules when given, as long as any single-line answer. */
export function jobTitleSchema(label: string, required: boolean) {
  return nameSchema(label, { required, max: TEXT_FIELD_MAX_LENGTH });
}

/** Full name: the name rules plus 'Please enter your full name' without a space between names. */
export function fullNameSchema(label: string) {
  return nameSchema(label, { max: TEXT_FIELD_MAX_LENGTH }).test(
    'full-name',
    MESSAGES.fullNameNeedsSpace,
    (value) => (value ? /\S\s+\S/.test(value) : true),
  );
}
