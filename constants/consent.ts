/**
 * Consent constants (spec sections 4 and 6). The group ids follow the OneTrust numbering the marketing
 * team already uses in its tag-manager triggers; vanilla-cookieconsent stores them as category names.
 */
export const CONSENT_GROUPS = {
  necessary: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
  socialMedia: 'C0005',
} as const;
export type ConsentGroupId = (typeof CONSENT_GROUPS)[keyof typeof CONSENT_GROUPS];

/** Names shown in the preferences panel, in the order shown. */
export const CONSENT_GROUP_LABELS: Record<ConsentGroupId, string> = {
  C0001: 'Strictly necessary',
  C0002: 'Performance',
  C0003: 'Functional',
  C0004: 'Targeting and social media',
  C0005: 'Social media',
};

/** Groups the visitor cannot switch off: always granted. */
export const ALWAYS_ACTIVE_CONSENT_GROUPS: readonly ConsentGroupId[] = [CONSENT_GROUPS.necessary];

/**
 * Consent models: opt-in (nothing optional before consent, GDPR), opt-out (optional tracking on until
 * the visitor says no, CCPA-style) and notice-only (no banner; the preferences stay reachable).
 */
export const CONSENT_MODELS = ['opt-in', 'opt-out', 'notice-only'] as const;
export type ConsentModel = (typeof CONSENT_MODELS)[number];

/** EU member states, the other EEA states (IS, LI, NO), the United Kingdom and Switzerland. */
export const OPT_IN_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
  'GB',
  'CH',
]; // prettier-ignore
/** Countries with an opt-out ("do not sell or share") regime. Everyone else gets notice-only. */
export const OPT_OUT_COUNTRIES: readonly string[] = ['US'];

/**
 * Whether the site shows an alert notice or banner at all (the consent manager's own switch; the
 * banner rule also needs a model other than notice-only and a banner not closed yet).
 */
export const CONSENT_ALERT_NOTICE_ENABLED = true;

/** The consent cookie written by vanilla-cookieconsent (strictly necessary). */
export const CONSENT_COOKIE_NAME = 'sb_consent';
export const CONSENT_COOKIE_DAYS = 182;
/** Bump when the groups or their meaning change: every visitor is asked again. */
export const CONSENT_REVISION = 1;

/** Where the consent runtime keeps the looked-up country for the browser session. */
export const GEO_SESSION_STORAGE_KEY = 'switchboard.geo';
