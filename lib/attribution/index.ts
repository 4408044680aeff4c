/**
 * Visitor identity and attribution in the browser.
 * - captureAttribution(): the measurement root calls it on every page load and route change;
 *   attributionFields() gives the nine attribution values ('(not set)' when unknown) that every
 *   marketing submission carries.
 * - captureAffiliate() / readAffiliate(): ?affiliate= kept in its cookie for the trial signup.
 * - getAnonymousId(): the UUID v4 under 'switchboard.aid' (send it in ANONYMOUS_ID_HEADER).
 * - readUserData() / saveUserData() / prefillFromUserData(): the 'user-data' object in local storage.
 */
export * from './affiliate';
export * from './attribution';
// One source for the anonymous id: the measurement work's module (null without storage).
export { getAnonymousId } from './anonymous-id';
export * from './user-data';
