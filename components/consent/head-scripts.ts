/**
 * Same-origin scripts of the consent layer (public/scripts/): the Consent Mode defaults, which the
 * chunk loader runs before any of the app's code (pages/_document.tsx, decision 0239), and the A/B
 * white-out, a blocking tag in <head> when its wait flag is set.
 */
export const CONSENT_DEFAULTS_SRC = '/scripts/consent-defaults.js';
export const WHITE_OUT_SRC = '/scripts/white-out.js';
