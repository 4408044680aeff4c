import type { GetStaticPaths, GetStaticProps } from 'next';
import {
  LegalDocumentView,
  type LegalDocumentViewProps,
} from '@/components/blocks/legal-document-view';
import { LEGAL_DOCUMENTS } from '@/content/legal/catalog';
import { LEGAL_DOCUMENT_BODIES } from '@/content/legal/documents';
import { renderMarkdown, slugifyHeading } from '@/lib/content/markdown';
import { withGlobalPageProps } from '@/lib/content/page-props';

type Params = { document: string };

export const getStaticPaths: GetStaticPaths<Params> = () => ({
  paths: LEGAL_DOCUMENTS.map((doc) => ({ params: { document: doc.slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<LegalDocumentViewProps, Params> = async ({
  params,
}) => {
  const document = LEGAL_DOCUMENTS.find((doc) => doc.slug === params?.document);
  const body = document ? LEGAL_DOCUMENT_BODIES[document.slug] : undefined;
  if (!document || !body) return { notFound: true };
  // Section headings are the document's '## ' lines; their ids match those renderMarkdown assigns.
  const sections = [...body.matchAll(/^## (.+)$/gm)].map((match) => {
    const title = (match[1] ?? '').replace(/\*\*/g, '');
    return { id: slugifyHeading(title), title };
  });
  return {
    props: await withGlobalPageProps({
      document,
      html: renderMarkdown(body),
      sections,
      others: LEGAL_DOCUMENTS.filter((doc) => doc.slug !== document.slug).map((doc) => ({
        slug: doc.slug,
        title: doc.title,
      })),
    }),
  };
};

export default function LegalDocumentPage(props: LegalDocumentViewProps) {
  return <LegalDocumentView {...props} />;
}
