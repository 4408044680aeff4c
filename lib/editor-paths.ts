/** The editor's addresses (decision 0160), shared by its config (browser) and the server. */
export const EDITOR_UI_PATH = '/keystatic';
/** Opens a page in preview for a signed-in editor: ?path=/blog/slug. */
export const EDITOR_PREVIEW_PATH = '/api/keystatic/preview';
