import { formatLongDate } from '@/lib/content/long-date';

/** "2026-10-28" -> "28 October 2026": a post's date as the blog shows it. */
export const formatPostDate = formatLongDate;
