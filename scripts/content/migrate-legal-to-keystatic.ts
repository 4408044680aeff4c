/**
 * One-off move of the legal documents from TypeScript into Keystatic's files (issue 15 item 1,
 * decision 0193): content/legal/catalog.ts (title, summary, dates) and content/legal/documents/*.ts
 * (Markdown bodies) -> content/legal/documents/<slug>.mdoc, in the catalog's order (`position`).
 *
 * - The constants the TypeScript interpolated become tokens ({PRODUCT_NAME}, {PRIVACY_EMAIL} ...,
 *   constants/legal.ts) that the site fills in again; refused unless filling them in gives back
 *   exactly the TypeScript's text.
 * - Markdown pipe tables, which Markdoc does not read, become Markdoc's {% table %} tag (the
 *   editor's tables), first row the header; the body is written in Markdoc's own form.
 * - Checked before the TypeScript is removed: each document read back through the site's loader
 *   gives the same title, summary, dates and rendered HTML.
 *
 * Re-runnable: it converts the TypeScript while content/legal/catalog.ts is present (restore it
 * from git to run it again) and does nothing once it is gone.
 * Run: node --import tsx scripts/content/migrate-legal-to-keystatic.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import Markdoc from '@markdoc/markdoc';
import { LEGAL_TOKENS } from '@/constants/legal';
import { LEGAL_DOCUMENTS_FOLDER } from '@/content/legal/keystatic';
import { fillLegalTokens, getLegalDocuments } from '@/lib/content/legal';
import { renderMarkdown } from '@/lib/content/markdown';
import { load, toYaml, unquoteDates } from './keystatic-files';

interface OldLegalDocument {
  slug: string;
  title: string;
  summary: string;
  effectiveDate: string;
  lastUpdated: string;
}

const CATALOG = 'content/legal/catalog.ts';
const BODIES = `${LEGAL_DOCUMENTS_FOLDER}/index.ts`;

/** The constants as tokens, longest value first ("Switchboard Software, Inc." before "Switchboard"). */
function tokenize(text: string): string {
  const byLength = Object.entries(LEGAL_TOKENS).sort(([, a], [, b]) => b.length - a.length);
  const tokenized = byLength.reduce((t, [name, value]) => t.split(value).join(`{${name}}`), text);
  if (fillLegalTokens(tokenized) !== text) throw new Error(`Tokens do not round-trip: ${text}`);
  return tokenized;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

/** A Markdown pipe table as Markdoc's table tag: rows separated by ---, one list item per cell. */
function markdocTable(lines: string[]): string {
  const [header, , ...rows] = lines.map(cells);
  const row = (values: string[]) => values.map((value) => `* ${value}`).join('\n');
  return [
    '{% table %}',
    row(header!),
    ...rows.flatMap((r) => ['---', row(r)]),
    '{% /table %}',
  ].join('\n');
}

function withMarkdocTables(markdown: string): string {
  const out: string[] = [];
  let table: string[] = [];
  for (const line of [...markdown.split('\n'), '']) {
    if (line.startsWith('|')) {
      table.push(line);
      continue;
    }
    if (table.length > 0) out.push(markdocTable(table));
    table = [];
    out.push(line);
  }
  return out.join('\n');
}

async function main() {
  if (!fs.existsSync(CATALOG)) {
    console.info('No TypeScript legal documents left: nothing to move.');
    return;
  }
  const catalog = await load<OldLegalDocument[]>(CATALOG, 'LEGAL_DOCUMENTS');
  const bodies = await load<Record<string, string>>(BODIES, 'LEGAL_DOCUMENT_BODIES');
  catalog.forEach((document, index) => {
    const body = bodies[document.slug];
    if (body === undefined) throw new Error(`${document.slug} has no body in ${BODIES}`);
    const data = {
      title: document.title,
      summary: tokenize(document.summary),
      position: index + 1,
      effectiveDate: document.effectiveDate,
      lastUpdated: document.lastUpdated,
    };
    const markdoc = Markdoc.format(Markdoc.parse(withMarkdocTables(tokenize(body.trim())))).trim();
    fs.writeFileSync(
      path.join(LEGAL_DOCUMENTS_FOLDER, `${document.slug}.mdoc`),
      `---\n${unquoteDates(toYaml(data))}\n---\n${markdoc}\n`,
    );
  });

  // Read back as the site reads them before anything is removed.
  const moved = await getLegalDocuments();
  for (const before of catalog) {
    const after = moved.find((document) => document.slug === before.slug);
    const same =
      after &&
      after.title === before.title &&
      after.summary === before.summary &&
      after.effectiveDate === before.effectiveDate &&
      after.lastUpdated === before.lastUpdated &&
      renderMarkdown(after.body) === renderMarkdown(bodies[before.slug]!);
    if (!same) throw new Error(`${before.slug} reads back differently; the TypeScript is kept.`);
  }
  if (moved.length !== catalog.length) throw new Error('Other documents are in the folder.');

  for (const name of fs.readdirSync(LEGAL_DOCUMENTS_FOLDER).filter((n) => n.endsWith('.ts')))
    fs.rmSync(path.join(LEGAL_DOCUMENTS_FOLDER, name));
  fs.rmSync(CATALOG);
  console.info(`${catalog.length} legal documents moved to ${LEGAL_DOCUMENTS_FOLDER}/*.mdoc`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
