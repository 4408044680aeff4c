import {
  demoSubmitLabel,
  initialDemoState,
  nextDemoState,
  type DemoEvent,
  type DemoMeeting,
  type DemoState,
} from './demo-steps';

const at = (step: DemoState['step'], meeting: DemoMeeting = 'not-offered'): DemoState => ({
  step,
  meeting,
});

describe('the demo modal step machine', () => {
  it('starts at initial-form, or at secondary-form for a visitor who finished step 1 before', () => {
    expect(initialDemoState({ stepOneDone: false })).toEqual(at('initial-form'));
    expect(initialDemoState({ stepOneDone: true })).toEqual(at('secondary-form'));
  });

  it('moves from initial-form to secondary-form when step 1 is submitted', () => {
    expect(nextDemoState(at('initial-form'), { type: 'initial-form-submitted' })).toEqual(
      at('secondary-form'),
    );
  });

  it('shows the scheduler after step 2 only when a meeting is offered', () => {
    expect(
      nextDemoState(at('secondary-form'), {
        type: 'secondary-form-submitted',
        meetingOffered: true,
      }),
    ).toEqual(at('scheduler', 'offered'));
    expect(
      nextDemoState(at('secondary-form'), {
        type: 'secondary-form-submitted',
        meetingOffered: false,
      }),
    ).toEqual(at('confirmation'));
  });

  it('confirms a booked meeting', () => {
    expect(nextDemoState(at('scheduler', 'offered'), { type: 'meeting-booked' })).toEqual(
      at('confirmation', 'booked'),
    );
  });

  it('confirms an offered meeting without a booking when the scheduler fails or is skipped', () => {
    expect(nextDemoState(at('scheduler', 'offered'), { type: 'scheduler-unavailable' })).toEqual(
      at('confirmation', 'offered'),
    );
    expect(nextDemoState(at('scheduler', 'offered'), { type: 'scheduler-skipped' })).toEqual(
      at('confirmation', 'offered'),
    );
  });

  it('ignores events that do not belong to the current step', () => {
    const events: DemoEvent[] = [
      { type: 'initial-form-submitted' },
      { type: 'secondary-form-submitted', meetingOffered: true },
      { type: 'meeting-booked' },
      { type: 'scheduler-unavailable' },
      { type: 'scheduler-skipped' },
    ];
    const valid: Record<DemoState['step'], DemoEvent['type'][]> = {
      'initial-form': ['initial-form-submitted'],
      'secondary-form': ['secondary-form-submitted'],
      scheduler: ['meeting-booked', 'scheduler-unavailable', 'scheduler-skipped'],
      confirmation: [],
    };
    for (const state of [
      at('initial-form'),
      at('secondary-form'),
      at('scheduler', 'offered'),
      at('confirmation', 'booked'),
    ]) {
      for (const event of events) {
        if (valid[state.step].includes(event.type)) continue;
        expect(nextDemoState(state, event)).toBe(state);
      }
    }
  });
});

describe('the submit button label', () => {
  it("reads 'Continue' on step 1, 'Submit' on step 2 and 'Submitting' while busy", () => {
    expect(demoSubmitLabel('initial-form', false)).toBe('Continue');
    expect(demoSubmitLabel('secondary-form', false)).toBe('Submit');
    expect(demoSubmitLabel('initial-form', true)).toBe('Submitting');
    expect(demoSubmitLabel('secondary-form', true)).toBe('Submitting');
  });
});
