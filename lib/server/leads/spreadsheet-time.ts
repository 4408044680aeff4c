import '@/lib/server/only-on-server';

/**
 * An instant as 'YYYY-MM-DD HH:MM:SS' in UTC, the form Excel, Calc and Google Sheets all read as a
 * date and time: an ISO string with T and Z stays text, so a marketer could not sort or pivot on
 * it. Whole seconds: a spreadsheet shows no more. Empty for none; a value that is no instant is
 * kept as stored rather than lost.
 */
export function spreadsheetUtcTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(typeof value === 'number' ? value : Date.parse(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
