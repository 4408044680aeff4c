import '@/lib/server/only-on-server';

/** Excel, LibreOffice Calc and Google Sheets keep at most this many characters in one cell. */
export const SPREADSHEET_CELL_MAX_CHARS = 32_767;

/**
 * Spreadsheets run a cell as a formula when its first visible character is = + - or @, also after
 * leading spaces or line breaks, and in the full-width forms (＝ ＋ － ＠) that some of them fold
 * to ASCII; a leading tab or carriage return starts one too.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

/** Ends a cell that was cut, so a marketer sees that the export holds less than the lead. */
export function cutMarker(fullLength: number): string {
  return ` … [cut: ${fullLength.toLocaleString('en-US')} characters in all, the lead view shows every one]`;
}

/**
 * A value as one CSV cell a spreadsheet opens safely: formulas stay text (a leading '), and a
 * value longer than a cell holds is cut with a visible marker instead of spilling or being
 * dropped silently (decision 0090).
 */
export function spreadsheetCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  if (text.length <= SPREADSHEET_CELL_MAX_CHARS) return text;
  const marker = cutMarker(value.length);
  let kept = text.slice(0, SPREADSHEET_CELL_MAX_CHARS - marker.length);
  // Never end on the first half of a character written as two UTF-16 units.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept}${marker}`;
}
