import * as yup from 'yup';
import { arrayValueMessage, invalidCharactersMessage, notValidMessage } from './messages';

/**
 * Control characters: C0 (NUL, tab, CR, LF ...), DEL, C1 (NEL among them) and the Unicode line and
 * paragraph separators. A value holding one can pose as another line wherever it is written (a
 * mail, a CSV export, a log), so no text field accepts them (docs/decisions/0095).
 */
function isControlCodePoint(code: number, { multiline }: { multiline: boolean }): boolean {
  // A multi-line answer (a textarea) keeps its line breaks and tabs; mails indent its lines.
  if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  for (const character of value) {
    if (isControlCodePoint(character.codePointAt(0) ?? 0, { multiline })) return true;
  }
  return false;
}

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
