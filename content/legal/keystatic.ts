import { collection, fields } from '@keystatic/core';
import { LEGAL_TOKEN_LIST } from '@/constants/legal';
import { nameAndSlug, previewLink } from '@/lib/editor-fields';

/**
 * The legal documents in the editor (decision 0193): one Markdoc file per document under
 * content/legal/documents/. keystatic.config.ts spreads `legalCollections`; the site reads the same
 * files (content/legal/index.ts). The rules Keystatic cannot hold (dates against the site's clock,
 * known tokens, sections) are checked by lib/content/legal.ts as it reads.
 */

export const LEGAL_DOCUMENTS_FOLDER = 'content/legal/documents';

const tokens = `Write ${LEGAL_TOKEN_LIST} where the product's or company's name or an address belongs; the site fills them in.`;

const legalDate = (label: string, description: string) =>
  fields.date({ label, description, validation: { isRequired: true } });

export const legalDocumentFields = {
  title: nameAndSlug(
    'Title',
    'The document lives at /legal/<slug>. Changing it after publishing breaks links.',
    { maxLength: 80 },
  ),
  summary: fields.text({
    label: 'Summary',
    description: `One or two sentences: what the document covers and whom it binds. Shown on /legal and under the title. ${tokens}`,
    multiline: true,
    validation: { isRequired: true, length: { min: 60, max: 250 } },
  }),
  position: fields.integer({
    label: 'Position in lists',
    description:
      'The legal index and the side navigation list documents by this number, lowest first.',
    validation: { isRequired: true, min: 1, max: 99 },
  }),
  effectiveDate: legalDate(
    'Effective date',
    'The day the current version takes effect; it may be in the future, never before the last update.',
  ),
  lastUpdated: legalDate('Last updated', 'The day of the last change. Not in the future.'),
  body: fields.markdoc({
    label: 'Document',
    description: `Sections are level-2 headings (they make the "On this page" list). Tables keep their first row as the header. ${tokens}`,
    extension: 'mdoc',
    options: { heading: [2, 3, 4], image: false, table: true },
  }),
};

/** The collection of this section, spread into keystatic.config.ts. */
export const legalCollections = {
  legalDocuments: collection({
    label: 'Legal documents',
    path: `${LEGAL_DOCUMENTS_FOLDER}/*`,
    slugField: 'title',
    format: { data: 'yaml', contentField: 'body' },
    entryLayout: 'content',
    columns: ['title', 'lastUpdated'],
    previewUrl: previewLink('/legal/{slug}'),
    schema: legalDocumentFields,
  }),
};
