/** Markdown to plain text without a Markdown parser (search, word counts, reading time). */

/** Plain text of a Markdown body, for search, word counts and feed summaries. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(markdown: string): number {
  const text = markdownToPlainText(markdown);
  return text ? text.split(' ').length : 0;
}
