/**
 * Text to match literally inside a RegExp: every character that has a meaning there is escaped
 * (a search term, a content file's path). Shared by the blog search and the publishing table.
 */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
