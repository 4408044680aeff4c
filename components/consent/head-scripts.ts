/** Same-origin scripts pages/_document.tsx puts first in <head> (public/scripts/). */
export const CONSENT_DEFAULTS_SRC = '/scripts/consent-defaults.js';
export const WHITE_OUT_SRC = '/scripts/white-out.js';
