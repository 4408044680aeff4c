import '@/lib/server/only-on-server';

/** The form fields identify may prefill (spec section 3 field keys). */
export const PREFILL_FIELDS = [
  'email',
  'firstname',
  'lastname',
  'company',
  'jobtitle',
  'phone',
  'company_size__new_',
  'industry__self_select_',
] as const;
export type Prefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string>>;

export function pickPrefill(source: Record<string, unknown>): Prefill {
  const prefill: Prefill = {};
  for (const field of PREFILL_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.trim() !== '') prefill[field] = value.trim();
    else if (typeof value === 'number') prefill[field] = String(value);
  }
  return prefill;
}
