import '@/lib/server/only-on-server';

/** U+2400 'SYMBOL FOR NULL' onwards pictures each C0 control character; U+2421 is DEL's. */
const CONTROL_PICTURES_START = 0x2400;
const DELETE_PICTURE = '\u2421';
const REPLACEMENT_CHARACTER = '\ufffd';

/**
 * A visitor's value as a mail shows it: every control character, CR and LF above all, becomes its
 * visible picture ('␍␊'), so the value stays on its own line and cannot pose as another line of
 * the mail ("Bcc: …") or of its headers. The forms refuse control characters anyway
 * (lib/validation/text-value.ts); this holds for whatever reaches a mail by another way.
 */
export function mailValue(value: string): string {
  let shown = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x1f) shown += String.fromCodePoint(CONTROL_PICTURES_START + code);
    else if (code === 0x7f) shown += DELETE_PICTURE;
    else if ((code >= 0x80 && code <= 0x9f) || code === 0x2028 || code === 0x2029)
      shown += REPLACEMENT_CHARACTER;
    else shown += character;
  }
  return shown;
}

/** 'Label: value' lines, one per field, each value written with mailValue. */
export function fieldLines(fields: readonly (readonly [label: string, value: string])[]): string[] {
  return fields.map(([label, value]) => `${label}: ${mailValue(value)}`);
}
