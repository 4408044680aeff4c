import { LEGAL_TOKENS } from '@/constants/legal';
import { readLegalDocuments } from '@/content/legal';
import { LEGAL_DOCUMENTS_FOLDER } from '@/content/legal/keystatic';
import { siteToday } from '@/lib/clock';
import type { LegalDocument, LegalDocumentSummary } from './legal-browser';
import { slugifyHeading } from './markdown';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Markdoc writes an underscore in bold text as `\_`: `{PRODUCT\_NAME}` is the same token.
const TOKEN = /\{([A-Z]+(?:\\?_[A-Z]+)*)\}/g;
const tokenName = (written: string) => written.replace(/\\/g, '');
const isToken = (name: string): name is keyof typeof LEGAL_TOKENS => name in LEGAL_TOKENS;

/**
 * The rules the editor's schema cannot hold (decision 0193), one line per problem: the last update
 * not after the site's clock and not after the effective date (a new version may be announced
 * ahead of the day it takes effect), only known tokens, and at least three sections.
 */
export function legalDocumentProblems(document: LegalDocument): string[] {
  const at = `${LEGAL_DOCUMENTS_FOLDER}/${document.slug}.mdoc`;
  const problems: string[] = [];
  const { effectiveDate, lastUpdated } = document;
  if (!DATE.test(effectiveDate)) problems.push(`${at}: the effective date is missing`);
  if (!DATE.test(lastUpdated)) problems.push(`${at}: the last-updated date is missing`);
  else if (lastUpdated > siteToday())
    problems.push(`${at}: the last-updated date ${lastUpdated} is in the future`);
  else if (DATE.test(effectiveDate) && lastUpdated > effectiveDate)
    problems.push(`${at}: last updated ${lastUpdated}, after its effective date ${effectiveDate}`);
  const text = [document.title, document.summary, document.body].join('\n');
  for (const [token, written] of text.matchAll(TOKEN)) {
    if (!isToken(tokenName(written!))) problems.push(`${at}: unknown token ${token}`);
  }
  if (legalDocumentSections(document.body).length < 3)
    problems.push(`${at}: fewer than three sections (level-2 headings)`);
  return problems;
}

/** The text with each token replaced by its constant (legalDocumentProblems refuses others). */
export const fillLegalTokens = (text: string) =>
  text.replace(TOKEN, (token, written: string) => {
    const name = tokenName(written);
    return isToken(name) ? LEGAL_TOKENS[name] : token;
  });

/**
 * Every legal document, checked and with its tokens filled in; a broken document fails the build
 * (or, in local mode, its regeneration) rather than publishing it.
 */
export async function getLegalDocuments(): Promise<LegalDocument[]> {
  const documents = await readLegalDocuments();
  const problems = documents.flatMap(legalDocumentProblems);
  if (problems.length > 0) throw new Error(`Invalid content:\n- ${problems.join('\n- ')}`);
  return documents.map((document) => ({
    ...document,
    title: fillLegalTokens(document.title),
    summary: fillLegalTokens(document.summary),
    body: fillLegalTokens(document.body),
  }));
}

export const summarizeLegalDocument = ({
  slug,
  title,
  summary,
  effectiveDate,
  lastUpdated,
}: LegalDocumentSummary): LegalDocumentSummary => ({
  slug,
  title,
  summary,
  effectiveDate,
  lastUpdated,
});

/** A document's sections: its '## ' lines, with the ids renderMarkdown gives their headings. */
export function legalDocumentSections(body: string): { id: string; title: string }[] {
  return [...body.matchAll(/^## (.+)$/gm)].map((match) => {
    const title = (match[1] ?? '').replace(/\*\*/g, '');
    return { id: slugifyHeading(title), title };
  });
}
