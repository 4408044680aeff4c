import { moveTourStep, TOUR_SLIDES } from './tour-steps';

describe('moveTourStep', () => {
  const total = TOUR_SLIDES.length;

  it('moves forward and back one step at a time', () => {
    expect(moveTourStep(0, 1, total)).toBe(1);
    expect(moveTourStep(2, -1, total)).toBe(1);
  });

  it('stays on the first step when going back from it', () => {
    expect(moveTourStep(0, -1, total)).toBe(0);
  });

  it('stays on the last step (the one with the trial and demo buttons) when going forward', () => {
    expect(moveTourStep(total - 1, 1, total)).toBe(total - 1);
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
