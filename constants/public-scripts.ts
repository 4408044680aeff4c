/**
 * Same-origin scripts in public/scripts, written into the document by pages/_document.tsx. No
 * imports: next.config.ts reads this list before the app's path aliases exist.
 */

/** The loader that replaces Next's inline Turbopack bootstrap (lib/rendering/document-head.tsx). */
export const CHUNK_BOOTSTRAP_SRC = '/scripts/chunk-bootstrap.js';

/** The Consent Mode defaults, which the loader runs before any of the app's code (decision 0239). */
export const CONSENT_DEFAULTS_SRC = '/scripts/consent-defaults.js';

/** The A/B white-out, a blocking tag in <head> when its wait flag is set. */
export const WHITE_OUT_SRC = '/scripts/white-out.js';

/**
 * Served at an address that changes with their contents and kept by browsers for a year: the
 * loader and the white-out block the first paint, and the app waits for the defaults (decision 0240).
 */
export const VERSIONED_PUBLIC_SCRIPTS = [CHUNK_BOOTSTRAP_SRC, CONSENT_DEFAULTS_SRC, WHITE_OUT_SRC];
