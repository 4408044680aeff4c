import { GET_STARTED_ACTIONS } from '@/constants/forms';
import { initialGetStartedState, nextGetStartedState } from './get-started-steps';

const sent = (action: string) => ({ type: 'form-sent' as const, firstName: 'Maya', action });

describe('the get-started modal step machine', () => {
  it('starts on the form', () => {
    expect(initialGetStartedState()).toEqual({ step: 'form' });
  });

  it('maps each get-started action to what the modal shows next', () => {
    const form = initialGetStartedState();
    expect(nextGetStartedState(form, sent(GET_STARTED_ACTIONS.default))).toEqual({
      step: 'thank-you',
      firstName: 'Maya',
    });
    expect(nextGetStartedState(form, sent(GET_STARTED_ACTIONS.signIn))).toEqual({
      step: 'sign-in',
      firstName: 'Maya',
    });
    expect(nextGetStartedState(form, sent(GET_STARTED_ACTIONS.demo))).toEqual({
      step: 'thank-you',
      firstName: 'Maya',
      handOver: 'demo',
    });
    expect(nextGetStartedState(form, sent(GET_STARTED_ACTIONS.trial))).toEqual({
      step: 'thank-you',
      firstName: 'Maya',
      handOver: 'trial',
    });
  });

  it('treats an action this build does not know like a failed check: the normal thank-you', () => {
    const form = initialGetStartedState();
    expect(nextGetStartedState(form, sent('upsell'))).toEqual({
      step: 'thank-you',
      firstName: 'Maya',
    });
    expect(nextGetStartedState(form, sent(''))).toEqual({ step: 'thank-you', firstName: 'Maya' });
  });

  it('ignores a second sent form once the outcome is shown', () => {
    const done = nextGetStartedState(initialGetStartedState(), sent(GET_STARTED_ACTIONS.signIn));
    expect(nextGetStartedState(done, sent(GET_STARTED_ACTIONS.trial))).toBe(done);
  });
});
