import '@/lib/server/only-on-server';

/**
 * A lead's number as the lead view writes it (a path segment, a form field, a JSON number): a
 * whole number from 1 up to 2^53 - 1, which JavaScript holds exactly and PostgreSQL's bigint
 * takes. Anything else (1e20, '007', '1.0') is no lead's number: the caller answers 404 or 400
 * rather than letting the database refuse it.
 */
export function parseLeadId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}
