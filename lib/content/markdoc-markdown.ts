import Markdoc, { type Node } from '@markdoc/markdoc';

/**
 * A Markdoc body (what Keystatic's reader gives) as the Markdown the site's renderer (marked) reads.
 * Markdoc writes back the Markdown it read, except tables: the editor keeps them as Markdoc's
 * `{% table %}` tag, which marked does not know, so each becomes a GitHub pipe table again, its
 * first row the header (decision 0193). Rendered, that is the same <table> with <th> cells.
 */
export function markdocToMarkdown(document: Node): string {
  const tables: string[] = [];
  const marked = (node: Node): Node => {
    if (node.type === 'tag' && node.tag === 'table') {
      tables.push(pipeTable(node));
      return new Markdoc.Ast.Node('paragraph', {}, [
        new Markdoc.Ast.Node('inline', {}, [
          new Markdoc.Ast.Node('text', { content: tableMark(tables.length - 1) }),
        ]),
      ]);
    }
    const copy = new Markdoc.Ast.Node(
      node.type,
      node.attributes,
      node.children.map(marked),
      node.tag,
    );
    copy.annotations = node.annotations;
    return copy;
  };
  const text = Markdoc.format(marked(document)).trim();
  return text.replace(/^@@legal-table-(\d+)@@$/gm, (_, n: string) => tables[Number(n)]!);
}

const tableMark = (n: number) => `@@legal-table-${n}@@`;

const rowsOf = (node: Node, part: 'thead' | 'tbody'): Node[] =>
  [...node.walk()].filter((child) => child.type === part).flatMap((p) => p.children);

/** One cell's inline Markdown, on one line, with its pipes escaped. */
const cellText = (cell: Node) =>
  cell.children
    .map((child) => Markdoc.format(child).trim())
    .join(' ')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');

function pipeTable(tag: Node): string {
  const line = (row: Node) => `| ${row.children.map(cellText).join(' | ')} |`;
  const [header, ...headerRest] = rowsOf(tag, 'thead');
  const body = [...headerRest, ...rowsOf(tag, 'tbody')];
  if (!header) throw new Error('A table needs a header row (its first row).');
  const rule = `| ${header.children.map(() => '---').join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
