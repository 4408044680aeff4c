import type { StepMachine } from '@/modals/types';

/**
 * The demo modal's step machine (spec section 4; its shape: modals/types.ts), pure: components
 * render the step they are given.
 * initial-form -> secondary-form -> scheduler (meeting offered) or confirmation (not offered);
 * scheduler -> confirmation when a meeting is booked, or without one when the scheduler cannot load
 * or the visitor prefers to be contacted.
 */
export const DEMO_STEPS = ['initial-form', 'secondary-form', 'scheduler', 'confirmation'] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

export interface DemoState {
  step: DemoStep;
  /** Whether the confirmation talks about a booked meeting. */
  meetingBooked: boolean;
}

export type DemoEvent =
  | { type: 'initial-form-submitted' }
  | { type: 'secondary-form-submitted'; meetingOffered: boolean }
  | { type: 'meeting-booked' }
  | { type: 'scheduler-unavailable' }
  | { type: 'scheduler-skipped' };

/** A visitor who finished step 1 earlier (the storage flag) comes back to step 2. */
export function initialDemoState({ stepOneDone }: { stepOneDone: boolean }): DemoState {
  return { step: stepOneDone ? 'secondary-form' : 'initial-form', meetingBooked: false };
}

/** The next state; an event that does not belong to the current step changes nothing. */
export const nextDemoState: StepMachine<DemoState, DemoEvent> = (state, event) => {
  switch (state.step) {
    case 'initial-form':
      return event.type === 'initial-form-submitted'
        ? { step: 'secondary-form', meetingBooked: false }
        : state;
    case 'secondary-form':
      if (event.type !== 'secondary-form-submitted') return state;
      return { step: event.meetingOffered ? 'scheduler' : 'confirmation', meetingBooked: false };
    case 'scheduler':
      if (event.type === 'meeting-booked') return { step: 'confirmation', meetingBooked: true };
      if (event.type === 'scheduler-unavailable' || event.type === 'scheduler-skipped') {
        return { step: 'confirmation', meetingBooked: false };
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
