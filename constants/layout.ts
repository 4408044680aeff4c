/** Layout constants of spec section 9. Styles read them through styles/theme.ts. */
export const BREAKPOINTS = { mobile: 320, tablet: 640, desktop: 1024, desktopWide: 1440 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Horizontal page padding per breakpoint, in px. */
export const HORIZONTAL_PADDING = {
  mobile: 30,
  tablet: 64,
  desktop: 85,
  desktopWide: 120,
} as const;

export const BASE_FONT_SIZE_PX = 16;
export const Z_INDEX = { announcementBanner: 199, primaryNav: 200, modal: 1000 } as const;
export const PRIMARY_NAV_HEIGHT_PX = 80;
/** The header turns opaque with a shadow once scrolled past this many px. */
export const HEADER_SCROLLED_THRESHOLD_PX = 50;

export const DEMO_MODAL_MAX_WIDTH_PX = 1084;
export const DEMO_SOCIAL_PROOF_MIN_HEIGHT_PX = 640;
export const MODAL_ANIMATION_MS = 300;
export const ACCORDION_DURATION_MS = 400;

/** Scroll-depth thresholds, in percent of the page. */
export const SCROLL_DEPTH_THRESHOLDS = [50, 75] as const;
