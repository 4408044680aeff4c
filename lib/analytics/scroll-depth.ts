import { SCROLL_DEPTH_THRESHOLDS } from '@/constants/layout';

export type ScrollDepthThreshold = (typeof SCROLL_DEPTH_THRESHOLDS)[number];

/** How far down the page the bottom of the viewport is, in percent (100 for a page that fits). */
export function scrollPercent(
  scrollTop: number,
  viewportHeight: number,
  pageHeight: number,
): number {
  if (pageHeight <= viewportHeight) return 100;
  return Math.min(100, ((scrollTop + viewportHeight) / pageHeight) * 100);
}

/** The thresholds now crossed that have not fired yet on this route, in ascending order. */
export function newlyCrossedThresholds(
  percent: number,
  fired: ReadonlySet<ScrollDepthThreshold>,
): ScrollDepthThreshold[] {
  return SCROLL_DEPTH_THRESHOLDS.filter(
    (threshold) => percent >= threshold && !fired.has(threshold),
  );
}

/**
 * Watches scrolling and reports each threshold once per route; `reset()` starts over (called on
 * every route change). Only real scrolling counts: a short page that fits the window reports nothing.
 */
export function createScrollDepthTracker(onThreshold: (threshold: ScrollDepthThreshold) => void) {
  const fired = new Set<ScrollDepthThreshold>();
  let frame = 0;

  const measure = () => {
    frame = 0;
    const root = document.documentElement;
    if (root.scrollHeight <= window.innerHeight) return;
    const percent = scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight);
    for (const threshold of newlyCrossedThresholds(percent, fired)) {
      fired.add(threshold);
      onThreshold(threshold);
    }
  };
  const onScroll = () => {
    frame ||= window.requestAnimationFrame(measure);
  };

  window.addEventListener('scroll', onScroll, { passive: true });
  return {
    reset() {
      fired.clear();
    },
    stop() {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    },
  };
}
