import * as yup from 'yup';
import { hasControlCharacters } from './control-characters';
import { arrayValueMessage, invalidCharactersMessage, notValidMessage } from './messages';

export interface TextValueOptions {
  /** A textarea's answer: line breaks and tabs are allowed, other control characters are not. */
  multiline?: boolean;
  /** The message for a list of values (a field sent twice); '{label} cannot be an array' else. */
  arrayMessage?: string;
}

/**
 * The start of every text rule: one string, trimmed, without control characters. A list (the
 * forms host turns a field sent twice into one) or an object is refused with a message instead of
 * reaching `.trim()`, which throws on anything but a string.
 */
export function textValue(
  label: string,
  { multiline = false, arrayMessage }: TextValueOptions = {},
) {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .typeError(({ originalValue }: { originalValue: unknown }) =>
      Array.isArray(originalValue)
        ? (arrayMessage ?? arrayValueMessage(label))
        : notValidMessage(label),
    )
    .test('control-characters', invalidCharactersMessage(label), (value) =>
      value ? !hasControlCharacters(value, { multiline }) : true,
    );
}
