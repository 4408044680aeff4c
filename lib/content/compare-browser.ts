/**
 * The part of the comparison layer that the page component may import; it reads no content.
 */
export const comparePath = (slug: string) => `/compare/${slug}`;

export { formatLongDate } from './long-date';
