import { cutMarker, SPREADSHEET_CELL_MAX_CHARS, spreadsheetCell } from './spreadsheet-cell';

describe('spreadsheetCell (the lead export opened in a spreadsheet)', () => {
  it.each([
    '=HYPERLINK("http://evil.example","click")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    ' =1+1',
    '   @SUM(A1)',
    '\n=1+1',
    '\r\n+1',
    '\u00a0=1+1',
    '\u3000=1+1',
    '＝HYPERLINK("http://evil.example")',
    ' ＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
  ])('keeps %j as text with a leading quote', (value) => {
    expect(spreadsheetCell(value)).toBe(`'${value}`);
  });

  it.each(['Acme Logistics', 'jane@acme-logistics.com', '2026-11-01T12:00:00.000Z', '', ' a = b'])(
    'leaves %j as it is',
    (value) => {
      expect(spreadsheetCell(value)).toBe(value);
    },
  );

  it('keeps a cell of exactly the limit whole', () => {
    const value = 'x'.repeat(SPREADSHEET_CELL_MAX_CHARS);
    expect(spreadsheetCell(value)).toBe(value);
  });

  it('cuts a longer cell to the limit and ends it with a visible marker', () => {
    const value = 'x'.repeat(226_754);
    const cell = spreadsheetCell(value);
    expect(cell).toHaveLength(SPREADSHEET_CELL_MAX_CHARS);
    expect(
      cell.endsWith(' … [cut: 226,754 characters in all, the lead view shows every one]'),
    ).toBe(true);
    expect(cell.startsWith('xxxx')).toBe(true);
  });

  it('still neutralises a formula it cuts, and never splits a two-unit character', () => {
    const formula = spreadsheetCell(`=${'A'.repeat(40_000)}`);
    expect(formula.startsWith("'=")).toBe(true);
    expect(formula).toHaveLength(SPREADSHEET_CELL_MAX_CHARS);

    const marker = cutMarker(40_000);
    const keep = SPREADSHEET_CELL_MAX_CHARS - marker.length;
    // An emoji (two UTF-16 units) straddling the cut is dropped whole.
    const emoji = `${'a'.repeat(keep - 1)}😀${'b'.repeat(40_000 - keep - 1)}`;
    expect(spreadsheetCell(emoji)).toBe(`${'a'.repeat(keep - 1)}${cutMarker(emoji.length)}`);
  });
});
