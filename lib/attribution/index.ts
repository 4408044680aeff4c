/**
 * Visitor identity and attribution in the browser.
 * - captureAttribution(): call once per page load; attributionFields() gives the nine attribution
 *   values ('(not set)' when unknown) that every marketing submission carries.
 * - getAnonymousId(): the UUID v4 under 'switchboard.aid' (send it in ANONYMOUS_ID_HEADER).
 * - readUserData() / saveUserData() / prefillFromUserData(): the 'user-data' object in local storage.
 */
export * from './attribution';
// One source for the anonymous id: the measurement work's module (null without storage).
export { getAnonymousId } from './anonymous-id';
export * from './user-data';
