import { invalidCharactersMessage, MESSAGES, requiredMessage } from './messages';
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
 * First name, last name, company: '{label} is required', '{label} contains invalid characters'.
 * With required false (job title) the character check runs only when a value is given.
 */
export function nameSchema(label: string, { required = true }: { required?: boolean } = {}) {
  const base = textValue(label);
  return (required ? base.required(requiredMessage(label)) : base.optional()).test(
    'name-characters',
    invalidCharactersMessage(label),
    (value) => (value ? !hasInvalidNameCharacters(value) : true),
  );
}

/** Full name: the name rules plus 'Please enter your full name' without a space between names. */
export function fullNameSchema(label: string) {
  return nameSchema(label).test('full-name', MESSAGES.fullNameNeedsSpace, (value) =>
    value ? /\S\s+\S/.test(value) : true,
  );
}
