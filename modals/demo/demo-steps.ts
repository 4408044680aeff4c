import type { StepMachine } from '@/modals/types';

/**
 * The demo modal's step machine (spec section 4; its shape: modals/types.ts), pure: components
 * render the step they are given.
 * initial-form -> secondary-form -> scheduler (meeting offered) or confirmation (not offered);
 * scheduler -> confirmation when a meeting is booked, or without one when the scheduler cannot load
 * or the visitor prefers to be contacted. The confirmation's words follow whether a meeting was
 * offered (spec section 2), and its card whether one was booked.
 */
export const DEMO_STEPS = ['initial-form', 'secondary-form', 'scheduler', 'confirmation'] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

export interface DemoState {
  step: DemoStep;
  /** What the confirmation says about a meeting: none offered, offered but not booked, booked. */
  meeting: DemoMeeting;
}

export type DemoMeeting = 'not-offered' | 'offered' | 'booked';

export type DemoEvent =
  | { type: 'initial-form-submitted' }
  | { type: 'secondary-form-submitted'; meetingOffered: boolean }
  | { type: 'meeting-booked' }
  | { type: 'scheduler-unavailable' }
  | { type: 'scheduler-skipped' };

/** A visitor who finished step 1 earlier (the storage flag) comes back to step 2. */
export function initialDemoState({ stepOneDone }: { stepOneDone: boolean }): DemoState {
  return { step: stepOneDone ? 'secondary-form' : 'initial-form', meeting: 'not-offered' };
}

/** The next state; an event that does not belong to the current step changes nothing. */
export const nextDemoState: StepMachine<DemoState, DemoEvent> = (state, event) => {
  switch (state.step) {
    case 'initial-form':
      return event.type === 'initial-form-submitted'
        ? { step: 'secondary-form', meeting: 'not-offered' }
        : state;
    case 'secondary-form':
      if (event.type !== 'secondary-form-submitted') return state;
      return event.meetingOffered
        ? { step: 'scheduler', meeting: 'offered' }
        : { step: 'confirmation', meeting: 'not-offered' };
    case 'scheduler':
      if (event.type === 'meeting-booked') return { step: 'confirmation', meeting: 'booked' };
      if (event.type === 'scheduler-unavailable' || event.type === 'scheduler-skipped') {
        return { step: 'confirmation', meeting: 'offered' };
      }
      return state;
    case 'confirmation':
      return state;
  }
};

/** The submit button's label (spec section 4). */
export function demoSubmitLabel(step: 'initial-form' | 'secondary-form', busy: boolean): string {
  if (busy) return 'Submitting';
  return step === 'initial-form' ? 'Continue' : 'Submit';
}
