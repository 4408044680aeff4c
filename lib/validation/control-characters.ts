// No yup here: the attribution read of every page uses this rule (decision 0257), and yup would
// add about 13 kB of script before interaction to each.

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
