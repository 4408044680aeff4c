import { HEADER_SCROLLED_THRESHOLD_PX } from '@/constants/layout';
import { isHeaderScrolled } from './header-scroll';

describe('isHeaderScrolled', () => {
  it('keeps the header transparent at the top of the page and up to 50 px of scroll', () => {
    expect(HEADER_SCROLLED_THRESHOLD_PX).toBe(50);
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(49)).toBe(false);
    expect(isHeaderScrolled(50)).toBe(false);
  });

  it('turns the header opaque once scrolled past 50 px', () => {
    expect(isHeaderScrolled(50.5)).toBe(true);
    expect(isHeaderScrolled(51)).toBe(true);
    expect(isHeaderScrolled(4000)).toBe(true);
  });

  it('treats overscroll at the top (negative scroll) as not scrolled', () => {
    expect(isHeaderScrolled(-30)).toBe(false);
  });

  it('honours another threshold when given one', () => {
    expect(isHeaderScrolled(90, 100)).toBe(false);
    expect(isHeaderScrolled(101, 100)).toBe(true);
  });
});
