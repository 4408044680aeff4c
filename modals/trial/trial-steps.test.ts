import { COMPANY_SIZE_VALUES, TRIAL_TYPES } from '@/constants/company';
import { initialTrialState, nextTrialState, type TrialEvent, type TrialStep } from './trial-steps';
import { trialType, type TrialEntry } from './trial-type';

const plain: TrialEntry = { override: false, affiliate: '' };
const forced: TrialEntry = { override: true, affiliate: '' };
const partner: TrialEntry = { override: false, affiliate: 'acme-partners' };

const at = (step: TrialStep, entry: TrialEntry = plain) => ({ step, entry });
const details = (companySize: string): TrialEvent => ({ type: 'details-submitted', companySize });

describe('the trial modal step machine', () => {
  it('starts at step 1, details, remembering how the visitor arrived', () => {
    expect(initialTrialState(partner)).toEqual(at('details', partner));
  });

  it.each([
    ['1', 'account'],
    ['11', 'account'],
    ['51', 'customized'],
    ['101', 'customized'],
    ['151', 'customized'],
    ['251', 'customized'],
    ['1001', 'customized'],
  ] as const)('sends a %s-people team from step 1 to %s', (companySize, expected) => {
    expect(nextTrialState(at('details'), details(companySize))).toEqual(at(expected));
  });

  it('skips the customised step with ?override=true or an affiliate, whatever the size', () => {
    for (const companySize of COMPANY_SIZE_VALUES) {
      expect(nextTrialState(at('details', forced), details(companySize))).toEqual(
        at('account', forced),
      );
      expect(nextTrialState(at('details', partner), details(companySize))).toEqual(
        at('account', partner),
      );
    }
  });

  it('goes from 3 to 4 once the code is mailed, stays on 4 for a resend, and back to 3 for a different email', () => {
    expect(nextTrialState(at('account'), { type: 'validation-email-sent' })).toEqual(at('code'));
    const onCode = at('code');
    expect(nextTrialState(onCode, { type: 'validation-email-sent' })).toBe(onCode);
    expect(nextTrialState(onCode, { type: 'different-email-chosen' })).toEqual(at('account'));
  });

  it('ends step 4 in the welcome loader when the account is created', () => {
    expect(nextTrialState(at('code'), { type: 'account-created' })).toEqual(at('welcome'));
  });

  it('ignores events that do not belong to the current step', () => {
    const cases: [TrialStep, TrialEvent][] = [
      ['customized', details('1')],
      ['account', details('1')],
      ['details', { type: 'validation-email-sent' }],
      ['details', { type: 'account-created' }],
      ['account', { type: 'account-created' }],
      ['account', { type: 'different-email-chosen' }],
      ['welcome', { type: 'validation-email-sent' }],
      ['welcome', { type: 'different-email-chosen' }],
    ];
    for (const [step, event] of cases) {
      const state = at(step);
      expect(nextTrialState(state, event)).toBe(state);
    }
  });
});

describe('trialType', () => {
  it("is 'Standard Trial' up to 50 people and 'Customized Sales Trial' above", () => {
    expect(trialType(plain, '1')).toBe('Standard Trial');
    expect(trialType(plain, '11')).toBe('Standard Trial');
    expect(trialType(plain, '51')).toBe('Customized Sales Trial');
    expect(trialType(plain, '1001')).toBe('Customized Sales Trial');
  });

  it("is 'Forced Trial' with ?override=true and 'Affiliate Signup' with an affiliate, at any size", () => {
    for (const size of COMPANY_SIZE_VALUES) {
      expect(trialType(forced, size)).toBe(TRIAL_TYPES.forced);
      expect(trialType(partner, size)).toBe(TRIAL_TYPES.affiliate);
      expect(trialType({ override: true, affiliate: 'acme-partners' }, size)).toBe(
        'Affiliate Signup',
      );
    }
  });
});
