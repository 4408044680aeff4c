/** The product name is a brand constant: every heading that names the product reads it from here. */
export const PRODUCT_NAME = 'Switchboard';
export const COMPANY_LEGAL_NAME = 'Switchboard Software, Inc.';
export const SITE_URL_DEFAULT = 'http://localhost:3000';
export const TAGLINE = 'Customer service that feels personal, at any scale.';

/** Social-proof figures of spec section 1. */
export const SOCIAL_PROOF = {
  businesses: '9,000',
  customers: '8,500',
  csat: '87%',
  productivityGain: '46%',
  responseTimeReduction: '25%',
  demoPanelCsat: '97%+',
} as const;

/** Trial facts of spec section 9. */
export const TRIAL_LENGTH_DAYS = 14;

/** Call-to-action labels of spec section 1 (page buttons; the navigation has its own wording). */
export const CTA_LABELS = { demo: 'Request a Demo', trial: 'Try for Free' } as const;
