import { HEADER_SCROLLED_THRESHOLD_PX } from '@/constants/layout';

/** The header turns opaque with a shadow once the page is scrolled past the threshold (50 px). */
export function isHeaderScrolled(
  scrollY: number,
  threshold: number = HEADER_SCROLLED_THRESHOLD_PX,
): boolean {
  return scrollY > threshold;
}
