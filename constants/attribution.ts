/**
 * The attribution fields every lead carries (spec section 3). A module of their own, not part of
 * constants/forms.ts: every page's first load records them (lib/attribution), and nothing else of
 * the forms' constants belongs there (issue 19).
 */

/** Every attribution field; an unset one is sent as NOT_SET. */
export const ATTRIBUTION_FIELDS = [
  'utm_campaign',
  'utm_content',
  'utm_medium',
  'utm_source',
  'utm_term',
  'referrer',
  'gclid',
  'msclkid',
  'hsa_mt',
] as const;
export const NOT_SET = '(not set)';
