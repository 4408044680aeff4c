import type { GetStaticPaths, GetStaticProps } from 'next';
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
import { withGlobalPageProps } from '@/lib/content/page-props';

type Params = { document: string };

// Like the other families editors add to (decision 0190): a document saved after the build is
// generated on its first request; a slug without a document answers 404.
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await getLegalDocuments()).map((doc) => ({ params: { document: doc.slug } })),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<LegalDocumentViewProps, Params> = async ({
  params,
}) => {
  const documents = await getLegalDocuments();
  const document = documents.find((doc) => doc.slug === params?.document);
  if (!document) return { notFound: true };
  return {
    props: await withGlobalPageProps({
      document: summarizeLegalDocument(document),
      html: renderMarkdown(document.body),
      sections: legalDocumentSections(document.body),
      others: documents
        .filter((doc) => doc.slug !== document.slug)
        .map(({ slug, title }) => ({ slug, title })),
    }),
  };
};

export default function LegalDocumentPage(props: LegalDocumentViewProps) {
  return <LegalDocumentView {...props} />;
}
