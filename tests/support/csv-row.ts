/** One CSV line's cells (RFC 4180 quoting; no line breaks inside the cells read here). */
const cellsOf = (line: string) =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));

/**
 * The export's row of the line holding `text`, read by column name as a spreadsheet would (the
 * header's byte order mark is not part of the first name).
 */
export function csvRow(csv: string, text: string): (column: string) => string | undefined {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const header = cellsOf(lines[0]!);
  const line = lines.find((l) => l.includes(text));
  if (line === undefined) throw new Error(`no CSV line holds ${text}`);
  const cells = cellsOf(line);
  return (column) => {
    if (!header.includes(column)) throw new Error(`the CSV has no column ${column}`);
    return cells[header.indexOf(column)];
  };
}
