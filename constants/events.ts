/** Analytics event names (spec section 7). */
export const ANALYTICS_EVENTS = {
  demoStarted: 'demo_started',
  demoRequest: 'demo_request',
  getStartedModalSubmit: 'get_started_modal_submit',
  requestDemoSuccess: 'request_demo_success',
  modalOpened: 'modal_opened',
  modalClosed: 'modal_closed',
  linkClick: 'link_click',
  trialSignupSecondStep: 'trial_signup_second_step',
  trialSignupThirdStep: 'trial_signup_third_step',
  trialSignup: 'trial_signup',
  customSalesTrialSuccess: 'custom_sales_trial_success',
  scrollDepth50: 'scroll_depth_50',
  scrollDepth75: 'scroll_depth_75',
  pageView: 'page_view',
  meetingBooked: 'Meeting Booked',
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** Where a tracked click happened. */
export const CLICK_LOCATIONS = {
  errorPage: 'Error Page',
  header: 'Header',
  mobileMenu: 'Mobile Menu',
  footer: 'Footer',
  notFoundPage: 'Not Found Page',
} as const;
/** Limits of POST /api/1/noauth/event: the whole body, and the properties' JSON string within it. */
export const EVENT_MAX_BODY_BYTES = 8 * 1024;
export const EVENT_MAX_VALUE_CHARS = 6 * 1024;

/** Put on a container to name the location of the links inside it in link-click events. */
export const CLICK_LOCATION_ATTRIBUTE = 'data-click-location';
