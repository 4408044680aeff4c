import {
  LegalDocumentView,
  type LegalDocumentViewProps,
} from '@/components/blocks/legal-document-view';
import {
  getLegalDocuments,
  legalDocumentSections,
  summarizeLegalDocument,
} from '@/lib/content/legal';
import { renderMarkdown } from '@/lib/content/markdown';
import { entryPages } from '@/lib/server/content/entry-pages';

// Like the other families editors add to (decision 0190): a document saved after the build is
// generated on its first request; a slug without a document answers 404.
const documents = entryPages<LegalDocumentViewProps, 'document'>({
  param: 'document',
  entries: getLegalDocuments,
  props: async (slug) => {
    const all = await getLegalDocuments();
    const document = all.find((doc) => doc.slug === slug);
    return (
      document && {
        document: summarizeLegalDocument(document),
        html: renderMarkdown(document.body),
        sections: legalDocumentSections(document.body),
        others: all
          .filter((doc) => doc.slug !== document.slug)
          .map(({ slug: other, title }) => ({ slug: other, title })),
      }
    );
  },
});

export const getStaticPaths = documents.getStaticPaths;
export const getStaticProps = documents.getStaticProps;

export default function LegalDocumentPage(props: LegalDocumentViewProps) {
  return <LegalDocumentView {...props} />;
}
