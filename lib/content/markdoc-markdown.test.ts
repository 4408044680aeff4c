import Markdoc from '@markdoc/markdoc';
import { markdocToMarkdown } from './markdoc-markdown';
import { renderMarkdown } from './markdown';

describe('a Markdoc body as the Markdown the site renders', () => {
  it('turns an editor’s table back into a pipe table: a <table> with header cells', () => {
    const body = [
      'Before.',
      '',
      '{% table %}',
      '- Group',
      '- What it does',
      '---',
      '- Functional',
      '- Remembers **choices** | and chat',
      '---',
      '- Targeting',
      '- Measures [our ads](/legal/cookie-policy)',
      '{% /table %}',
      '',
      '## After',
    ].join('\n');
    const markdown = markdocToMarkdown(Markdoc.parse(body));
    expect(markdown).toBe(
      [
        'Before.',
        '',
        '| Group | What it does |',
        '| --- | --- |',
        '| Functional | Remembers **choices** \\| and chat |',
        '| Targeting | Measures [our ads](/legal/cookie-policy) |',
        '',
        '## After',
      ].join('\n'),
    );
    const html = renderMarkdown(markdown);
    expect(html).toContain('<th>Group</th>');
    expect(html).toContain('<td>Remembers <strong>choices</strong> | and chat</td>');
    expect(html).toContain('<td>Measures <a href="/legal/cookie-policy">our ads</a></td>');
  });

  it('leaves a body without tables as Markdoc writes it', () => {
    const body = '## Terms\n\n- **One** item\n- [Two](/pricing)\n';
    expect(markdocToMarkdown(Markdoc.parse(body))).toBe(Markdoc.format(Markdoc.parse(body)).trim());
  });
});
