import type { Entry } from '@keystatic/core/reader';
import type keystaticConfig from '@/keystatic.config';

/**
 * The part of the legal layer that components may import: types only (the loaders in legal.ts read
 * the editor's files on the server and pass the documents as props, decision 0193).
 */
type LegalDocumentEntry = Entry<(typeof keystaticConfig)['collections']['legalDocuments']>;

/** A legal document as the editor saved it, with its slug, its dates and its body as Markdown. */
export type LegalDocument = Omit<LegalDocumentEntry, 'effectiveDate' | 'lastUpdated' | 'body'> & {
  slug: string;
  /** YYYY-MM-DD: the day the current version takes effect. */
  effectiveDate: string;
  /** YYYY-MM-DD: the day of the last change. */
  lastUpdated: string;
  /** The document in Markdown (rendered with marked; sections are level-2 headings). */
  body: string;
};

/** What the legal index and a document's header show (the body stays with its own page). */
export type LegalDocumentSummary = Pick<
  LegalDocument,
  'slug' | 'title' | 'summary' | 'effectiveDate' | 'lastUpdated'
>;
