import { PRODUCT_NAME } from './brand';

/** Browser storage keys, cookies and headers (spec sections 3 and 9). */
export const USER_DATA_STORAGE_KEY = 'user-data';
/** A UUID v4 kept in local storage; the key is product-named and ends '.aid'. */
export const ANONYMOUS_ID_STORAGE_KEY = `${PRODUCT_NAME.toLowerCase()}.aid`;
export const ANONYMOUS_ID_HEADER = 'x-switchboard-aid';
/** Set when demo step 1 is done, so a returning visitor resumes at step 2. */
export const DEMO_STEP_ONE_DONE_STORAGE_KEY = 'switchboard.demo-step-one-done';

export const COOKIES = {
  attribution: 'sb_attribution',
  affiliate: 'sb_affiliate',
  hubspotVisitor: 'hubspotutk',
  debug: 'sb_debug',
  session: 'sb_session',
  preview: '__prerender_bypass',
  consentCountryOverride: 'sb_geo',
} as const;

/** An ?affiliate= partner stays credited for signups this many days after the visit. */
export const AFFILIATE_COOKIE_DAYS = 30;

/** The URL parameter the marketing provider adds to tracked links (enrichment trigger). */
export const MARKETING_TRACKING_PARAM = '_hsenc';
