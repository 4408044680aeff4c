import { CUSTOMIZED_TRIAL_SIZE_THRESHOLD, TRIAL_TYPES, type TrialType } from '@/constants/company';

/** How the visitor arrived: ?override=true forces a self-serve trial; ?affiliate= names a partner. */
export interface TrialEntry {
  override: boolean;
  /** The affiliate from the URL or its cookie; empty when there is none. */
  affiliate: string;
}

/** Teams above 50 people get the customised sales trial (spec section 9). */
export function isCustomizedTrialSize(companySize: string): boolean {
  const size = Number(companySize);
  return Number.isFinite(size) && size > CUSTOMIZED_TRIAL_SIZE_THRESHOLD;
}

/**
 * The trial type sent with the marketing forms (spec section 4): the affiliate or forced value when
 * present, else by company size. An affiliate wins over override: the partner's attribution is the
 * more specific fact about this signup.
 */
export function trialType(entry: TrialEntry, companySize: string): TrialType {
  if (entry.affiliate) return TRIAL_TYPES.affiliate;
  if (entry.override) return TRIAL_TYPES.forced;
  return isCustomizedTrialSize(companySize) ? TRIAL_TYPES.customizedSales : TRIAL_TYPES.standard;
}
