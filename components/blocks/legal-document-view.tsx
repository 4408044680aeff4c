import { format, parseISO } from 'date-fns';
import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { PageHeader } from '@/components/content-page/page-header';
import { Prose } from '@/components/content-page/prose';
import { Seo } from '@/components/seo';
import { PRODUCT_NAME } from '@/constants/brand';
import { LEGAL_PATH, legalDocumentPath } from '@/constants/legal';
import type { LegalDocumentSummary } from '@/lib/content/legal-browser';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

export interface LegalDocumentViewProps {
  document: LegalDocumentSummary;
  /** Rendered at build time from the document's Markdown. */
  html: string;
  /** The document's sections, for the "On this page" navigation. */
  sections: { id: string; title: string }[];
  /** The other legal documents, for the side navigation. */
  others: { slug: string; title: string }[];
}

const longDate = (iso: string) => format(parseISO(iso), 'MMMM d, yyyy');

export function LegalDocumentView({ document, html, sections, others }: LegalDocumentViewProps) {
  const path = legalDocumentPath(document.slug);
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Legal', path: LEGAL_PATH },
    { name: document.title, path },
  ];
  return (
    <>
      <Seo
        title={`${document.title} | ${PRODUCT_NAME}`}
        description={document.summary}
        path={path}
        eyebrow="Legal"
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow="Legal"
        title={document.title}
        intro={document.summary}
        breadcrumbs={breadcrumbs}
      >
        <Dates>
          <span>
            Effective{' '}
            <time dateTime={document.effectiveDate}>{longDate(document.effectiveDate)}</time>
          </span>
          <span>
            Last updated{' '}
            <time dateTime={document.lastUpdated}>{longDate(document.lastUpdated)}</time>
          </span>
        </Dates>
      </PageHeader>
      <Layout>
        <Aside>
          {sections.length > 0 && (
            <nav aria-label="On this page">
              <AsideHeading>On this page</AsideHeading>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <nav aria-label="Other legal documents">
            <AsideHeading>Other documents</AsideHeading>
            <ul>
              {others.map((other) => (
                <li key={other.slug}>
                  <Link href={legalDocumentPath(other.slug)}>{other.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Aside>
        <Article>
          <Prose html={html} />
        </Article>
      </Layout>
    </>
  );
}

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 16px 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.ink600};
`;

/* Padding sits inside the box, so the width adds it to line up with the page header above. */
const Layout = styled.div`
  max-width: calc(1200px + var(--page-padding) * 2);
  margin: 0 auto;
  padding: 0 var(--page-padding) 96px;
  display: grid;
  gap: 40px;
  ${mq('desktop')} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: 64px;
  }
`;

const Aside = styled.aside`
  font-size: ${fontSizes.sm};
  ${mq('desktop')} {
    position: sticky;
    top: 104px;
    align-self: start;
    max-height: calc(100vh - 120px);
    overflow-y: auto;
  }
  nav + nav {
    margin-top: 28px;
  }
  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 6px;
  }
  a {
    color: ${colors.ink700};
    text-decoration: none;
  }
  a:hover {
    color: ${colors.violet700};
    text-decoration: underline;
  }
`;

const AsideHeading = styled.p`
  margin: 0 0 10px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: ${fontSizes.xs};
  color: ${colors.ink600};
`;

/* Legal documents hold tables (lawful bases, cookie groups, subprocessors): Prose has no table
   style. They wrap rather than scroll, so no content hides in a scroll box on a phone. */
const Article = styled.article`
  min-width: 0;
  table {
    width: 100%;
    border-collapse: collapse;
    margin: 0 0 1.5em;
    font-size: ${fontSizes.sm};
    border: 1px solid ${colors.ink200};
    border-radius: ${radii.md};
    overflow-wrap: anywhere;
    hyphens: auto;
    ${mq('tablet')} {
      font-size: ${fontSizes.md};
    }
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${colors.ink200};
    text-align: left;
    vertical-align: top;
    ${mq('tablet')} {
      padding: 10px 14px;
    }
  }
  th {
    background: ${colors.violet50};
    color: ${colors.ink900};
  }
`;
