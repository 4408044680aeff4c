import type { StepMachine } from '@/modals/types';
import { isCustomizedTrialSize, type TrialEntry } from './trial-type';

/**
 * The trial modal's steps (spec section 2): 1 details, 2 the customised trial for larger teams,
 * 3 email and password, 4 the emailed code; 'welcome' is the full-screen loader before redirect.
 */
export type TrialStep = 'details' | 'customized' | 'account' | 'code' | 'welcome';

export interface TrialState {
  step: TrialStep;
  /** How the visitor arrived (?override=true, ?affiliate=): it decides whether step 2 is shown. */
  entry: TrialEntry;
}

export type TrialEvent =
  | { type: 'details-submitted'; companySize: string }
  | { type: 'validation-email-sent' }
  | { type: 'different-email-chosen' }
  | { type: 'account-created' };

export function initialTrialState(entry: TrialEntry): TrialState {
  return { step: 'details', entry };
}

const at = (state: TrialState, step: TrialStep): TrialState =>
  step === state.step ? state : { ...state, step };

/**
 * Which step follows (spec section 4; the shape: modals/types.ts): 1 to 2 above 50 people without
 * override or affiliate, else 1 to 3; 3 to 4 once the code is mailed (4 stays on 4 for a resend);
 * 4 back to 3 for a different email; 4 ends in the welcome loader. An event that does not belong to
 * the current step leaves the state as it is.
 */
export const nextTrialState: StepMachine<TrialState, TrialEvent> = (state, event) => {
  const { step, entry } = state;
  switch (event.type) {
    case 'details-submitted':
      if (step !== 'details') return state;
      return at(
        state,
        isCustomizedTrialSize(event.companySize) && !entry.override && !entry.affiliate
          ? 'customized'
          : 'account',
      );
    case 'validation-email-sent':
      return step === 'account' || step === 'code' ? at(state, 'code') : state;
    case 'different-email-chosen':
      return step === 'code' ? at(state, 'account') : state;
    case 'account-created':
      return step === 'code' ? at(state, 'welcome') : state;
  }
};
