import { Marked } from 'marked';

/**
 * Markdown rendering for posts and stories. Bodies are written by our own editors and checked at
 * build time, so raw HTML in them is not expected; it is escaped anyway so a pasted snippet can never
 * inject markup.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    },
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      const id = slugifyHeading(inner.replace(/<[^>]+>/g, ''));
      return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
    },
  },
});

export function slugifyHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
