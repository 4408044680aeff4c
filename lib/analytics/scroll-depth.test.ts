import { newlyCrossedThresholds, scrollPercent } from './scroll-depth';

describe('scroll depth', () => {
  it('measures the bottom of the viewport against the page height', () => {
    expect(scrollPercent(0, 900, 3600)).toBe(25);
    expect(scrollPercent(900, 900, 3600)).toBe(50);
    expect(scrollPercent(2700, 900, 3600)).toBe(100);
  });

  it('reports each threshold once, in order, until reset', () => {
    const fired = new Set<50 | 75>();
    expect(newlyCrossedThresholds(49.9, fired)).toEqual([]);
    expect(newlyCrossedThresholds(80, fired)).toEqual([50, 75]);
    fired.add(50).add(75);
    expect(newlyCrossedThresholds(100, fired)).toEqual([]);
    fired.clear();
    expect(newlyCrossedThresholds(60, fired)).toEqual([50]);
  });
});
