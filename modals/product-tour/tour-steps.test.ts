import { initialTourState, nextTourState, TOUR_SLIDES, type TourEvent } from './tour-steps';

describe('the product tour step machine', () => {
  const last = TOUR_SLIDES.length - 1;
  const at = (step: number) => ({ step });

  it('starts on the first step', () => {
    expect(initialTourState()).toEqual(at(0));
  });

  it('moves forward and back one step at a time', () => {
    expect(nextTourState(at(0), { type: 'went-forward' })).toEqual(at(1));
    expect(nextTourState(at(2), { type: 'went-back' })).toEqual(at(1));
  });

  it('jumps to a chosen step', () => {
    expect(nextTourState(at(0), { type: 'step-chosen', step: 3 })).toEqual(at(3));
  });

  it('stays on the first step going back, and on the last (with the trial and demo offers) going forward', () => {
    const first = at(0);
    const end = at(last);
    const outside: [{ step: number }, TourEvent][] = [
      [first, { type: 'went-back' }],
      [end, { type: 'went-forward' }],
      [end, { type: 'step-chosen', step: last }],
    ];
    for (const [state, event] of outside) expect(nextTourState(state, event)).toBe(state);
    expect(nextTourState(first, { type: 'step-chosen', step: 99 })).toEqual(end);
    expect(nextTourState(end, { type: 'step-chosen', step: -1 })).toEqual(first);
  });
});

describe('TOUR_SLIDES', () => {
  it('has a handful of distinct stops, each with copy and a described illustration', () => {
    expect(TOUR_SLIDES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(TOUR_SLIDES.map((s) => s.id)).size).toBe(TOUR_SLIDES.length);
    for (const slide of TOUR_SLIDES) {
      expect(slide.title.length).toBeGreaterThan(10);
      expect(slide.text.length).toBeGreaterThan(60);
      expect(slide.illustrationLabel.length).toBeGreaterThan(20);
    }
  });
});
