import { COMPANY_SIZE_VALUES, TRIAL_TYPES } from '@/constants/company';
import { nextTrialStep, type TrialStep } from './next-trial-step';
import { trialType, type TrialEntry } from './trial-type';

const plain: TrialEntry = { override: false, affiliate: '' };
const forced: TrialEntry = { override: true, affiliate: '' };
const partner: TrialEntry = { override: false, affiliate: 'acme-partners' };

describe('nextTrialStep', () => {
  it.each([
    ['1', 'account'],
    ['11', 'account'],
    ['51', 'customized'],
    ['101', 'customized'],
    ['151', 'customized'],
    ['251', 'customized'],
    ['1001', 'customized'],
  ] as const)('sends a %s-people team from step 1 to %s', (companySize, expected) => {
    expect(nextTrialStep('details', { type: 'detailsSubmitted', companySize }, plain)).toBe(
      expected,
    );
  });

  it('skips the customised step with ?override=true or an affiliate, whatever the size', () => {
    for (const companySize of COMPANY_SIZE_VALUES) {
      expect(nextTrialStep('details', { type: 'detailsSubmitted', companySize }, forced)).toBe(
        'account',
      );
      expect(nextTrialStep('details', { type: 'detailsSubmitted', companySize }, partner)).toBe(
        'account',
      );
    }
  });

  it('goes from 3 to 4 once the code is mailed, stays on 4 for a resend, and back to 3 to change the email', () => {
    expect(nextTrialStep('account', { type: 'validationEmailSent' }, plain)).toBe('code');
    expect(nextTrialStep('code', { type: 'validationEmailSent' }, plain)).toBe('code');
    expect(nextTrialStep('code', { type: 'changeEmail' }, plain)).toBe('account');
  });

  it('ends step 4 in the welcome loader when the account is created', () => {
    expect(nextTrialStep('code', { type: 'accountCreated' }, plain)).toBe('welcome');
  });

  it('ignores events that do not belong to the current step', () => {
    const cases: [TrialStep, Parameters<typeof nextTrialStep>[1]][] = [
      ['customized', { type: 'detailsSubmitted', companySize: '1' }],
      ['details', { type: 'validationEmailSent' }],
      ['details', { type: 'accountCreated' }],
      ['account', { type: 'accountCreated' }],
      ['account', { type: 'changeEmail' }],
      ['welcome', { type: 'validationEmailSent' }],
    ];
    for (const [step, event] of cases) expect(nextTrialStep(step, event, plain)).toBe(step);
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
