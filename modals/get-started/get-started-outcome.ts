import { GET_STARTED_ACTIONS } from '@/constants/forms';
import type { ModalKind } from '@/modals/types';

/** What the get-started modal shows or does once its form is sent. */
export type GetStartedOutcome =
  | { kind: 'thank-you' }
  | { kind: 'sign-in' }
  | { kind: 'hand-over'; modal: Extract<ModalKind, 'demo' | 'trial'> };

/**
 * The email check's getStartedAction to the modal's next step (docs/decisions/0031). An action this
 * build does not know (a newer server) falls back to the normal thank-you, like a failed check.
 */
export function getStartedOutcome(action: string): GetStartedOutcome {
  switch (action) {
    case GET_STARTED_ACTIONS.signIn:
      return { kind: 'sign-in' };
    case GET_STARTED_ACTIONS.demo:
      return { kind: 'hand-over', modal: 'demo' };
    case GET_STARTED_ACTIONS.trial:
      return { kind: 'hand-over', modal: 'trial' };
    default:
      return { kind: 'thank-you' };
  }
}
