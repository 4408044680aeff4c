import { captureAffiliate } from '@/lib/attribution/affiliate';
import type { TrialEntry } from './trial-type';

/**
 * Reads ?override=true and ?affiliate= (spec section 2). The affiliate has one source,
 * lib/attribution/affiliate.ts: the measurement root records it in its cookie on landing, so the
 * partner is still credited when the visitor opens the trial later in the visit or comes back
 * within AFFILIATE_COOKIE_DAYS.
 */
export function readTrialEntry(search: string = window.location.search): TrialEntry {
  const override = new URLSearchParams(search).get('override') === 'true';
  return { override, affiliate: captureAffiliate(search) };
}
