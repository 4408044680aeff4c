/** External links (spec section 2). Overridable per environment through lib/env's public values. */
export const EXTERNAL_LINKS = {
  appSignIn: 'https://app.switchboard.example/sign-in',
  appHome: 'https://app.switchboard.example/',
  helpCentre: 'https://help.switchboard.example/',
  helpCentreContactUs: 'https://help.switchboard.example/categories/contact-us',
  developers: 'https://developers.switchboard.example/',
  status: 'https://status.switchboard.example/',
} as const;

export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/switchboard-example' },
  { name: 'X', href: 'https://x.com/switchboard_example' },
  { name: 'YouTube', href: 'https://www.youtube.com/@switchboard-example' },
  { name: 'GitHub', href: 'https://github.com/switchboard-example' },
] as const;

/** Internal paths used by code (not navigation copy, which lives in content/). */
export const PATHS = {
  home: '/',
  productTour: '/product-tour',
  resources: '/resources',
  customerStories: '/customer-stories',
  privacyNotice: '/legal/privacy-notice',
  terms: '/legal/saas-services-agreement',
  previewExit: '/api/preview',
  leads: '/leads',
  leadsOverview: '/leads/overview',
  leadsMeetings: '/leads/meetings',
  welcome: '/welcome',
  /** The signed links in a demo confirmation (lib/server/scheduling/booking-links.ts). */
  demoMeetingReschedule: '/demo-meeting/reschedule',
  demoMeetingCancel: '/demo-meeting/cancel',
} as const;

/** Path fragments that change page styling (spec section 2). */
export const PATH_STYLES = {
  darkFooter: '/product/ai',
  lightFooter: '/game-changer',
  noTopPattern: '/control-shift',
} as const;

/** The URL hash that opens the get-started modal, matched case-insensitively. */
export const GET_STARTED_HASH = 'get-started';
