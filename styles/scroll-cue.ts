import { css } from 'styled-components';

/**
 * A cue that a row scrolls sideways: its right edge fades out while more lies beyond it, and the
 * fade goes once the row is scrolled to its end. CSS only (a scroll-driven animation of
 * `--scroll-cue`, registered in the global stylesheet so it animates): a row that does not
 * overflow has no scroll timeline, so nothing fades; a browser without scroll-driven animations
 * shows no cue, as before.
 */
export const SCROLL_CUE_WIDTH_PX = 40;

export const scrollCueProperty = css`
  @property --scroll-cue {
    syntax: '<length>';
    inherits: false;
    initial-value: 0px;
  }
  @keyframes scroll-cue-end {
    0%,
    90% {
      --scroll-cue: ${SCROLL_CUE_WIDTH_PX}px;
    }
    100% {
      --scroll-cue: 0px;
    }
  }
`;

export const horizontalScrollCue = css`
  mask-image: linear-gradient(to right, #000 calc(100% - var(--scroll-cue)), transparent);
  @supports (animation-timeline: scroll()) {
    animation: scroll-cue-end linear both;
    animation-timeline: scroll(self inline);
  }
`;
