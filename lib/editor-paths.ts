/** The editor's addresses (decision 0160), shared by its config (browser) and the server. */
export const EDITOR_UI_PATH = '/keystatic';
/** Opens a page in preview for a signed-in editor: ?path=/blog/slug. */
export const EDITOR_PREVIEW_PATH = '/api/keystatic/preview';
/**
 * Where the editor's image fields save their uploads (keystatic.config.ts `publicPath`s, under
 * public/). In local mode proxy.ts sends these addresses to EDITOR_UPLOADS_ROUTE, which reads the
 * disk at each request, so an image uploaded after the server started is served (decision 0189).
 */
export const EDITOR_UPLOAD_PATHS = ['/blog/covers/', '/blog/authors/', '/images/'] as const;
export const EDITOR_UPLOADS_ROUTE = '/api/editor-uploads';
