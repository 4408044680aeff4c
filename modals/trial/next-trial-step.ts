import { isCustomizedTrialSize, type TrialEntry } from './trial-type';

/**
 * The trial modal's steps (spec section 2): 1 details, 2 the customised trial for larger teams,
 * 3 email and password, 4 the emailed code; 'welcome' is the full-screen loader before redirect.
 */
export type TrialStep = 'details' | 'customized' | 'account' | 'code' | 'welcome';

export const TRIAL_STEP_NUMBERS: Record<Exclude<TrialStep, 'welcome'>, number> = {
  details: 1,
  customized: 2,
  account: 3,
  code: 4,
};

export type TrialEvent =
  | { type: 'detailsSubmitted'; companySize: string }
  | { type: 'validationEmailSent' }
  | { type: 'changeEmail' }
  | { type: 'accountCreated' };

/**
 * Which step follows (spec section 4): 1 to 2 above 50 people without override or affiliate, else
 * 1 to 3; 3 to 4 once the code is mailed; 4 ends in the welcome loader. An event that does not
 * belong to the current step leaves it where it is.
 */
export function nextTrialStep(step: TrialStep, event: TrialEvent, entry: TrialEntry): TrialStep {
  switch (event.type) {
    case 'detailsSubmitted':
      if (step !== 'details') return step;
      return isCustomizedTrialSize(event.companySize) && !entry.override && !entry.affiliate
        ? 'customized'
        : 'account';
    case 'validationEmailSent':
      return step === 'account' || step === 'code' ? 'code' : step;
    case 'changeEmail':
      return step === 'code' ? 'account' : step;
    case 'accountCreated':
      return step === 'code' ? 'welcome' : step;
  }
}
