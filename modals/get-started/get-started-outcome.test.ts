import { GET_STARTED_ACTIONS } from '@/constants/forms';
import { getStartedOutcome } from './get-started-outcome';

describe('getStartedOutcome', () => {
  it('maps each get-started action to what the modal does next', () => {
    expect(getStartedOutcome(GET_STARTED_ACTIONS.default)).toEqual({ kind: 'thank-you' });
    expect(getStartedOutcome(GET_STARTED_ACTIONS.signIn)).toEqual({ kind: 'sign-in' });
    expect(getStartedOutcome(GET_STARTED_ACTIONS.demo)).toEqual({
      kind: 'hand-over',
      modal: 'demo',
    });
    expect(getStartedOutcome(GET_STARTED_ACTIONS.trial)).toEqual({
      kind: 'hand-over',
      modal: 'trial',
    });
  });

  it('treats an action this build does not know like a failed check: the normal thank-you', () => {
    expect(getStartedOutcome('upsell')).toEqual({ kind: 'thank-you' });
    expect(getStartedOutcome('')).toEqual({ kind: 'thank-you' });
  });
});
