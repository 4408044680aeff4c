import { spreadsheetUtcTime } from './spreadsheet-time';

describe('a time in the lead export', () => {
  it('is a UTC date and time a spreadsheet reads, from epoch milliseconds or a stored ISO instant', () => {
    expect(spreadsheetUtcTime(Date.parse('2026-11-24T15:00:00.999Z'))).toBe('2026-11-24 15:00:00');
    expect(spreadsheetUtcTime('2020-03-10T14:00:00Z')).toBe('2020-03-10 14:00:00');
  });

  it('is an empty cell for none, and what was stored for a value that is no time', () => {
    expect(spreadsheetUtcTime(null)).toBe('');
    expect(spreadsheetUtcTime(undefined)).toBe('');
    expect(spreadsheetUtcTime('soon')).toBe('soon');
  });
});
