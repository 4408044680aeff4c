import { GET_STARTED_ACTIONS } from '@/constants/forms';
import type { ModalKind, StepMachine } from '@/modals/types';

/**
 * The get-started modal's steps: the form, then what the email check decided
 * (docs/decisions/0031): a sign-in link for existing customers, or the thank-you with both ways in,
 * which hands over to the demo or trial modal when the check chose one.
 */
export type GetStartedState =
  | { step: 'form' }
  | { step: 'sign-in'; firstName: string }
  | {
      step: 'thank-you';
      firstName: string;
      /** The modal that takes over at once (it prefills from the 'user-data' just saved). */
      handOver?: Extract<ModalKind, 'demo' | 'trial'>;
    };

/** The lead is stored; `action` is the email check's getStartedAction ('default' when it failed). */
export type GetStartedEvent = { type: 'form-sent'; firstName: string; action: string };

export function initialGetStartedState(): GetStartedState {
  return { step: 'form' };
}

/**
 * The step after the form (its shape: modals/types.ts). An action this build does not know (a
 * newer server) gets the normal thank-you, like a failed check.
 */
export const nextGetStartedState: StepMachine<GetStartedState, GetStartedEvent> = (
  state,
  event,
) => {
  if (state.step !== 'form') return state;
  const { firstName, action } = event;
  switch (action) {
    case GET_STARTED_ACTIONS.signIn:
      return { step: 'sign-in', firstName };
    case GET_STARTED_ACTIONS.demo:
      return { step: 'thank-you', firstName, handOver: 'demo' };
    case GET_STARTED_ACTIONS.trial:
      return { step: 'thank-you', firstName, handOver: 'trial' };
    default:
      return { step: 'thank-you', firstName };
  }
};
